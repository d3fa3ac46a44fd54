import type { Attachment, Transaction } from '@budget/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { download, TINY_PNG, upload } from '../../../test/attachments.ts';
import { describeEachDatabase } from '../../../test/each-database.ts';
import { ownerWithGroup } from '../../../test/groups.ts';

// s3rver, an S3-compatible server from npm, stands in for a bucket (it ships no types).
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverServer;

const BUCKET = 'receipts';
const env: Record<string, string> = {};
let server: S3rverServer;
let directory: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  Object.assign(env, {
    ATTACHMENTS_STORE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
});

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describeEachDatabase(
  'attachments in an S3-compatible bucket',
  (ctx) => {
    it('stores, serves and removes the file and its thumbnail in the bucket', async () => {
      const home = await ownerWithGroup(ctx());
      const spent = await home.ownerClient.post<Transaction>('/transactions', {
        transactionType: 0,
        name: 'Receipt',
        groupId: home.group.id,
        date: '2026-01-06',
        amount: 2,
        currency: 0,
      });
      const sent = await upload(home.ownerClient, spent.body.data.id, 'r.png', TINY_PNG);
      expect(sent.status).toBe(201);
      const { id } = sent.body.data;
      const keys = async () => {
        const found: string[] = [];
        for await (const key of ctx().app.attachments.store.keys()) found.push(key);
        return found.sort();
      };
      expect(await keys()).toEqual([id, `${id}.thumb`]);
      const file = await download(ctx(), home.ownerClient, `/attachments/${id}/file`);
      expect(file.status).toBe(200);
      expect(file.bytes.equals(TINY_PNG)).toBe(true);
      const thumbnail = await download(ctx(), home.ownerClient, `/attachments/${id}/thumbnail`);
      expect(thumbnail.headers['content-type']).toBe('image/jpeg');
      const listed = await home.ownerClient.get<Attachment[]>(
        `/transactions/${spent.body.data.id}/attachments`,
      );
      expect(listed.body.data).toHaveLength(1);
      expect((await home.ownerClient.delete(`/transactions/${spent.body.data.id}`)).status).toBe(
        200,
      );
      await ctx().app.attachments.files.sweep();
      expect(await keys()).toEqual([]);
    });
  },
  env,
);
