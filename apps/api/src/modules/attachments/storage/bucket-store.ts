import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type * as S3Module from '@aws-sdk/client-s3';
import type { BucketConfig } from '../../../plugins/attachments-config.ts';
import type { AttachmentStore } from './store.ts';

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * An S3-compatible bucket through the AWS SDK, loaded only when configured. Uploads still land
 * in a local folder first (`dir`), where their type and size are checked before a byte is sent.
 */
export async function bucketStore(config: BucketConfig, dir: string): Promise<AttachmentStore> {
  const incomingDir = join(dir, '.incoming');
  await mkdir(incomingDir, { recursive: true });
  const s3: typeof S3Module = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 demands them: many S3-compatible servers refuse the SDK's default
    // of CRC32 trailers on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  return {
    incomingDir,
    async putFile(key, path, size, contentType) {
      const Body = createReadStream(path);
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: key,
          Body,
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await rm(path, { force: true });
    },
    async putBytes(key, bytes, contentType) {
      await client.send(
        new s3.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async read(key) {
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(keys) {
      if (keys.length === 0) return [];
      const Objects = keys.map((Key) => ({ Key }));
      const answer = await client.send(
        new s3.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
      );
      // Quiet: the answer lists only the keys the bucket could not remove; one already gone is
      // what was asked.
      return (answer.Errors ?? [])
        .filter((error) => error.Key !== undefined && error.Code !== 'NoSuchKey')
        .map((error) => error.Key!);
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key) yield item.Key;
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
    },
  };
}
