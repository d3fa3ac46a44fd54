import type { Kysely, Selectable } from 'kysely';
import type { Database, ExchangeRatesTable } from '../../db/schema.ts';

/** Inserts or replaces the rates of each (currency, date). */
export async function upsertRates(db: Kysely<Database>, rows: Selectable<ExchangeRatesTable>[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('exchange_rates')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['code', 'effective_date']).doUpdateSet((eb) => ({
        mid: eb.ref('excluded.mid'),
        table_no: eb.ref('excluded.table_no'),
        imported_at: eb.ref('excluded.imported_at'),
      })),
    )
    .execute();
}

export async function allRates(db: Kysely<Database>) {
  return db.selectFrom('exchange_rates').select(['code', 'effective_date', 'mid']).execute();
}

/** Changes whenever rates are imported, by any server process. */
export async function lastImport(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('exchange_rates')
    .select((eb) => eb.fn.max('imported_at').as('last'))
    .executeTakeFirst();
  return row?.last ?? null;
}

/** The newest rate of each currency. */
export async function latestRates(db: Kysely<Database>) {
  return db
    .selectFrom('exchange_rates as r')
    .select(['r.code', 'r.effective_date', 'r.mid'])
    .where(({ eb, selectFrom }) =>
      eb(
        'r.effective_date',
        '=',
        selectFrom('exchange_rates as n')
          .select((n) => n.fn.max('n.effective_date').as('d'))
          .whereRef('n.code', '=', 'r.code'),
      ),
    )
    .orderBy('r.code')
    .execute();
}
