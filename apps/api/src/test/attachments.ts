import { API_BASE_PATH, type Attachment, type Transaction } from '@budget/contract';
import type { GroupFixture } from './groups.ts';
import type { TestClient, TestContext } from './test-app.ts';

/** A 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const BOUNDARY = '----budget-test-boundary';

/** A multipart/form-data body with one file (in `field`, 'file' by default). */
export function multipart(
  fileName: string,
  bytes: Buffer,
  field = 'file',
  type = 'application/octet-stream',
) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    body: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export function upload(client: TestClient, transactionId: string, fileName: string, bytes: Buffer) {
  const { body, headers } = multipart(fileName, bytes);
  return client.request<Attachment>('POST', `/transactions/${transactionId}/attachments`, {
    body,
    headers,
  });
}

/** A download's status, headers and bytes as they are (not text). */
export async function download(ctx: TestContext, client: TestClient, path: string) {
  const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${API_BASE_PATH}${path}`,
    headers: cookie ? { cookie } : {},
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

/** A JPEG of `width` x `height` noise (big files), made with the thumbnails' own libvips. */
export async function noiseJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  const { default: Vips } = await import('wasm-vips');
  const vips = await Vips({ dynamicLibraries: [] });
  const noise = vips.Image.gaussnoise(width, height, { sigma: 60, mean: 128 });
  const colour = noise.bandjoin([noise.rot180().resize(1), noise.flip('horizontal')]).cast('uchar');
  try {
    return Buffer.from(colour.writeToBuffer('.jpg', { Q: quality }));
  } finally {
    colour.delete();
    noise.delete();
  }
}

/** An expense of the group, added by its Owner (no vitest here: the attachments bench loads this file). */
export async function expense(home: GroupFixture, name = 'Washing machine') {
  const created = await home.ownerClient.post<Transaction>('/transactions', {
    transactionType: 0,
    name,
    groupId: home.group.id,
    date: '2026-03-02',
    amount: 1999,
    currency: 0,
  });
  if (created.status !== 201) throw new Error(`Adding the expense answered ${created.status}`);
  return created.body.data;
}
