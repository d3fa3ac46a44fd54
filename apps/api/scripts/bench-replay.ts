// An answer of the API handed to the bare server (bench-ceiling.ts) to send byte for byte with the
// same headers, for `npm run bench`: what sending those bytes costs a server that does nothing else.
import { request } from 'node:http';

/** Headers the bare server's own HTTP layer writes, or that describe one connection or hop. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'trailer',
  'upgrade',
]);

function fetchRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // node:http, not fetch: fetch would undo the Content-Encoding, and the bytes are what counts.
    const outgoing = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET ${url} answered ${response.statusCode}`));
          return;
        }
        const kept = Object.entries(response.headers).flatMap(([name, value]) =>
          typeof value === 'string' && !OWN_HEADERS.has(name) ? [[name, value] as const] : [],
        );
        resolve({ headers: Object.fromEntries(kept), body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Has the bare server at `ceilingUrl` replay the answer of `url`; returns its body's size. */
export async function replayOnCeiling(
  ceilingUrl: string,
  url: string,
  headers: Record<string, string>,
): Promise<number> {
  const answer = await fetchRaw(url, headers);
  const response = await fetch(`${ceilingUrl}replay`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/octet-stream',
      'x-replay-headers': JSON.stringify(answer.headers),
    },
    body: answer.body,
  });
  if (!response.ok) throw new Error(`The bare server refused the replay (${response.status})`);
  await response.arrayBuffer();
  return answer.body.length;
}
