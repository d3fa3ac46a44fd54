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
  it('removes the files of uploads noted more than a day ago that no row holds, and nothing else', async () => {
    const { db } = ctx().app;
    const home = await ownerWithGroup(ctx());
    const spent = await expense(home);
    const { id: kept } = (await upload(home.ownerClient, spent.id, 'r.png', TINY_PNG)).body.data;
    // An upload answered forgets its note.
    expect(await db.selectFrom('attachment_uploads').selectAll().execute()).toEqual([]);

    const now = Date.now();
    const old = new Date(now - STRAY_AGE_MS - 60_000);
    const [stopped, fresh] = [randomUUID(), randomUUID()];
    const notes = [
      { attachment_id: stopped, started_at: old.toISOString() },
      // Stopped after its row committed, before forgetting the note.
      { attachment_id: kept, started_at: old.toISOString() },
      { attachment_id: fresh, started_at: new Date(now).toISOString() },
    ];
    await db.insertInto('attachment_uploads').values(notes).execute();
    const { dir } = ctx().app.config.attachments;
    const { incomingDir } = ctx().app.attachments.store;
    const files = {
      kept: join(dir, kept),
      keptThumbnail: join(dir, `${kept}.thumb`),
      stopped: join(dir, stopped),
      stoppedThumbnail: join(dir, `${stopped}.thumb`),
      fresh: join(dir, fresh),
      // Never noted by this database (another install's, say): never ours to remove.
      unnoted: join(dir, randomUUID()),
      oldPart: join(incomingDir, `${randomUUID()}.part`),
      freshPart: join(incomingDir, `${randomUUID()}.part`),
    };
    for (const path of Object.values(files)) {
      if (!existsSync(path)) await writeFile(path, 'bytes');
    }
    for (const name of ['unnoted', 'oldPart'] as const) await utimes(files[name], old, old);

    expect(await ctx().app.attachments.files.sweepStrays(now)).toBe(2);
    const left = Object.fromEntries(
      Object.entries(files).map(([name, path]) => [name, existsSync(path)]),
    );
    expect(left).toEqual({
      kept: true,
      keptThumbnail: true,
      stopped: false,
      stoppedThumbnail: false,
      fresh: true,
      unnoted: true,
      oldPart: false,
      freshPart: true,
    });
    const notesLeft = await db.selectFrom('attachment_uploads').select('attachment_id').execute();
    expect(notesLeft.map((note) => note.attachment_id)).toEqual([fresh]);
    expect((await home.ownerClient.get(`/attachments/${kept}/file`)).status).toBe(200);
  });
});
