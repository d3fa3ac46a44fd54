import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { expense, TINY_PNG, upload } from '../../test/attachments.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import { STRAY_AGE_MS } from './attachment-files.ts';

describeEachDatabase('files an upload left unfinished', (ctx) => {
  it('removes stored files without rows and upload parts older than a day, and nothing else', async () => {
    const home = await ownerWithGroup(ctx());
    const spent = await expense(home);
    const { id: kept } = (await upload(home.ownerClient, spent.id, 'r.png', TINY_PNG)).body.data;
    const { dir } = ctx().app.config.attachments;
    const { incomingDir } = ctx().app.attachments.store;
    const stray = randomUUID();
    const fresh = randomUUID();
    const files = {
      kept: join(dir, kept),
      keptThumbnail: join(dir, `${kept}.thumb`),
      stray: join(dir, stray),
      strayThumbnail: join(dir, `${stray}.thumb`),
      fresh: join(dir, fresh),
      notOurs: join(dir, 'notes.txt'),
      oldPart: join(incomingDir, `${randomUUID()}.part`),
      freshPart: join(incomingDir, `${randomUUID()}.part`),
    };
    for (const path of Object.values(files)) {
      if (!existsSync(path)) await writeFile(path, 'bytes');
    }
    const now = Date.now();
    const old = new Date(now - STRAY_AGE_MS - 60_000);
    for (const name of ['kept', 'keptThumbnail', 'stray', 'strayThumbnail', 'notOurs', 'oldPart'])
      await utimes(files[name as keyof typeof files], old, old);

    expect(await ctx().app.attachments.files.sweepStrays(now)).toBe(3);
    const left = Object.fromEntries(
      Object.entries(files).map(([name, path]) => [name, existsSync(path)]),
    );
    expect(left).toEqual({
      kept: true,
      keptThumbnail: true,
      stray: false,
      strayThumbnail: false,
      fresh: true,
      notOurs: true,
      oldPart: false,
      freshPart: true,
    });
    expect((await home.ownerClient.get(`/attachments/${kept}/file`)).status).toBe(200);
  });
});
