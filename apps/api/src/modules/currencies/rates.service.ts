import { currencies, importRatesRequestSchema, type NbpTable } from '@budget/contract';
import { readFileSync } from 'node:fs';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../lib/app-error.ts';
import { API_ROOT } from '../../lib/locations.ts';
import { isoNow } from '../../lib/time.ts';
import { RateBook } from './rate-book.ts';
import * as repository from './rates.repository.ts';

/** The real NBP table shipped with the product, so conversions work offline from the start. */
const SEED_TABLE = `${API_ROOT}src/modules/currencies/seed/nbp-table-a-2024-01-29.json`;
const KNOWN_CODES = new Set<string>(currencies.map((c) => c.code));
const FETCH_TIMEOUT_MS = 10_000;

export interface ImportResult {
  tables: number;
  rates: number;
  ignoredCodes: string[];
}

export interface RatesOptions {
  adminEmails: string[];
  /**
   * Told when the import listener failed: the rates stay imported, and `npm run doctor -- --fix`
   * repairs.
   */
  onImportFailed?: (error: unknown) => void;
}

/** Told after an import of the earliest date it covers (budget spend re-keys from there). */
export type ImportListener = (fromDay: string) => Promise<void>;

/** The tables' rates of the currencies the product knows, and the codes of the others. */
function rateRows(tables: NbpTable[]) {
  const now = isoNow();
  const ignored = new Set<string>();
  const rows = tables.flatMap((table) =>
    table.rates.flatMap((rate) => {
      if (!KNOWN_CODES.has(rate.code)) {
        ignored.add(rate.code);
        return [];
      }
      return [
        {
          code: rate.code,
          effective_date: table.effectiveDate,
          // NBP publishes up to 6-8 decimals; String() of a JSON number keeps them as written.
          mid: String(rate.mid),
          table_no: table.no,
          imported_at: now,
        },
      ];
    }),
  );
  return { rows, ignored };
}

/**
 * Fetches tables in NBP's format (e.g. https://api.nbp.pl/api/exchangerates/tables/A/?format=json);
 * `signal` gives up the fetch sooner (the server closing).
 */
async function fetchTables(url: string, signal?: AbortSignal): Promise<NbpTable[]> {
  const timeout = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
  });
  if (!response.ok) throw new Error(`Rates source answered ${response.status}`);
  const parsed = importRatesRequestSchema.safeParse(await response.json());
  if (!parsed.success)
    throw new Error(`Rates source sent no NBP tables: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

export function createRatesService(db: Kysely<Database>, options: RatesOptions) {
  let cached: { book: RateBook; stamp: string | null } | undefined;
  let importListener: ImportListener | undefined;

  async function importTables(tables: NbpTable[]): Promise<ImportResult> {
    const { rows, ignored } = rateRows(tables);
    await db.transaction().execute((trx) => repository.upsertRates(trx, rows));
    cached = undefined;
    const earliest = tables.map((table) => table.effectiveDate).sort()[0];
    if (earliest && rows.length > 0) {
      // The rates are committed: the caller learns of them even if re-keying some group failed.
      try {
        await importListener?.(earliest);
      } catch (error) {
        options.onImportFailed?.(error);
      }
    }
    return { tables: tables.length, rates: rows.length, ignoredCodes: [...ignored].sort() };
  }

  /** The rates as `reader` sees them: reloaded only when their import stamp changed. */
  async function load(reader: Kysely<Database>): Promise<RateBook> {
    const stamp = await repository.lastImport(reader);
    if (cached && cached.stamp === stamp) return cached.book;
    const rows = await repository.allRates(reader);
    const fresh = new RateBook(
      rows.map((r) => ({ code: r.code, effectiveDate: r.effective_date, mid: r.mid })),
    );
    cached = { book: fresh, stamp };
    return fresh;
  }

  /**
   * The rates as of an import stamp read with the request's session: the copy this process
   * holds when it is that one, else the rates as they are now (as new as the stamp, or newer).
   */
  async function bookAt(stamp: string | null): Promise<RateBook> {
    if (cached && cached.stamp === stamp) return cached.book;
    return load(db);
  }

  return {
    importTables,
    bookAt,

    /**
     * Sets what runs after each import: the write path, which re-keys budget spend. It is built
     * on these rates, so it can only be told once both exist.
     */
    onImport(listener: ImportListener): void {
      importListener = listener;
    },

    /** The rates as committed now. */
    current: () => load(db),

    /**
     * The rates as committed, read through a write's own database transaction (which holds the
     * only connection on SQLite), so a write never keys spend with rates another process
     * has already replaced.
     */
    bookWithin: async (trx: Transaction<Database>, stamp: string | null) =>
      cached && cached.stamp === stamp ? cached.book : load(trx),

    /** Only the administrators named in ADMIN_EMAILS may change the rates everybody converts with. */
    assertMayImport(email: string): void {
      if (!options.adminEmails.includes(email.toLowerCase())) {
        throw forbidden('Only administrators (ADMIN_EMAILS) can import exchange rates');
      }
    },

    async latest() {
      return (await repository.latestRates(db)).map((row) => ({
        currency: currencies.findIndex((c) => c.code === row.code),
        code: row.code,
        effectiveDate: row.effective_date,
        mid: row.mid,
      }));
    },

    /** First start: the shipped table, so that a fresh install converts offline. */
    async seedIfEmpty(): Promise<void> {
      if ((await repository.lastImport(db)) !== null) return;
      const tables = importRatesRequestSchema.parse(JSON.parse(readFileSync(SEED_TABLE, 'utf8')));
      await importTables(tables);
    },

    /** Fetches and imports tables in NBP's format from `url` (fetchTables). */
    async fetchFrom(url: string, signal?: AbortSignal): Promise<ImportResult> {
      return importTables(await fetchTables(url, signal));
    },
  };
}

export type RatesService = ReturnType<typeof createRatesService>;
