// The import of `npm run bench -- --only imports`: a bank file of 100,000 transactions (OFX, and
// a CSV export with decimal commas and Polish names sent as bytes the way the browser sends them,
// both made here) previewed and imported into a new group of the signed-in user, previewed again (every
// row then present), and the import undone; each step timed from request to answer. The group has
// 200 rules of every kind (bench-rules.ts), looking for the file's own names, so the previews and
// the import run them. The group is deleted at the end, so the seeded data stays as it was.
import { benchRule } from './bench-rules.ts';

export type BenchFormat = 'ofx' | 'csv';

export interface ImportFigures {
  format: BenchFormat;
  rows: number;
  megabytes: number;
  previewSeconds: number;
  importSeconds: number;
  secondPreviewSeconds: number;
  undoSeconds: number;
}

const ROWS = 100_000;

/** An OFX 1.x file of `rows` card payments over a year, each with its own FITID. */
export function benchOfx(rows = ROWS): string {
  const lines = ['OFXHEADER:100', 'DATA:OFXSGML', '', '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS>'];
  lines.push('<CURDEF>PLN', '<BANKTRANLIST>');
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2025, 0, 1 + (i % 365)))
      .toISOString()
      .slice(0, 10)
      .replaceAll('-', '');
    const amount = `-${1 + (i % 500)}.${String(i % 100).padStart(2, '0')}`;
    lines.push(
      `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${day}<TRNAMT>${amount}<FITID>BENCH-${i}<NAME>Shop ${i % 97}<MEMO>Card payment ${i}</STMTTRN>`,
    );
  }
  lines.push('</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>');
  return lines.join('\n');
}

/** A Polish bank's CSV export of `rows` card payments: semicolons, decimal commas, dd.MM.yyyy. */
export function benchCsv(rows = ROWS): string {
  const lines = ['Data operacji;Kwota;Waluta;Kontrahent;Opis;Numer transakcji'];
  for (let i = 0; i < rows; i++) {
    const [year, month, day] = new Date(Date.UTC(2025, 0, 1 + (i % 365)))
      .toISOString()
      .slice(0, 10)
      .split('-');
    const amount = `-${1 + (i % 500)},${String(i % 100).padStart(2, '0')}`;
    lines.push(
      `${day}.${month}.${year};${amount};PLN;Sklep Żółw ${i % 97};Płatność kartą ${i};CSV-${i}`,
    );
  }
  return lines.join('\r\n');
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, (performance.now() - started) / 1000];
}

type Call = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;

const BENCH_RULES = 200;

/** The group's 200 rules, naming its 20 categories, 10 tags and the signed-in user as payer. */
async function addBenchRules(call: Call, groupId: string, format: BenchFormat) {
  const created = async (count: number, path: string, body: (i: number) => unknown) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await call('POST', path, body(i))).id as string);
    return ids;
  };
  const categoryIds = await created(20, '/categories', (i) => ({ groupId, name: `Bench ${i}` }));
  const tagIds = await created(10, `/groups/${groupId}/tags`, (i) => ({ name: `bench-${i}` }));
  const memberId = (await call('GET', '/users/me')).id as string;
  const shop = format === 'ofx' ? 'Shop' : 'Sklep Żółw';
  const word = (index: number) => `${shop} ${index % 97}`;
  for (let index = 0; index < BENCH_RULES; index++) {
    const rule = benchRule(index, { categoryIds, tagIds, memberId, word });
    await call('POST', `/groups/${groupId}/rules`, rule);
  }
}

export async function measureImport(
  base: string,
  cookie: string,
  format: BenchFormat,
): Promise<ImportFigures> {
  const call: Call = async (method, path, body) => {
    const response = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json', origin: base },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: Record<string, unknown> };
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const group = await call('POST', '/groups', { name: 'Bench import', description: '' });
  const groupId = group.id as string;
  const content = format === 'ofx' ? benchOfx() : benchCsv();
  const file =
    format === 'ofx'
      ? { groupId, fileName: 'bench.ofx', content }
      : {
          groupId,
          fileName: 'bench.csv',
          contentBase64: Buffer.from(content, 'utf8').toString('base64'),
        };
  try {
    await addBenchRules(call, groupId, format);
    const [, previewSeconds] = await timed(() => call('POST', '/imports/preview', file));
    const [batch, importSeconds] = await timed(() => call('POST', '/imports', file));
    if (batch.importedCount !== ROWS)
      throw new Error(`Imported ${String(batch.importedCount)} rows`);
    const [again, secondPreviewSeconds] = await timed(() => call('POST', '/imports/preview', file));
    const duplicates = (again.counts as { duplicates: number }).duplicates;
    if (duplicates !== ROWS) throw new Error(`The second preview found ${duplicates} duplicates`);
    const [, undoSeconds] = await timed(() => call('DELETE', `/imports/${String(batch.id)}`));
    return {
      format,
      rows: ROWS,
      megabytes: Buffer.byteLength(content) / 2 ** 20,
      previewSeconds,
      importSeconds,
      secondPreviewSeconds,
      undoSeconds,
    };
  } finally {
    await call('DELETE', `/groups/${groupId}`);
  }
}
