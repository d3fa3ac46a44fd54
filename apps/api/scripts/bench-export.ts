// The CSV export of `npm run bench`: the whole seeded household streamed once, timed from the
// request to the last byte, with the rows counted as they arrive (the body is never held whole).

export interface ExportFigures {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  megabytes: number;
}

export async function measureExport(url: string, cookie: string): Promise<ExportFigures> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
  if (!response.ok || !response.body) throw new Error(`GET ${url} answered ${response.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = lines - 1; // the header line
  return { rows, seconds, rowsPerSecond: rows / seconds, megabytes: bytes / 2 ** 20 };
}
