// The write calls of `npm run bench`: creates and updates of transactions in the seeded
// 'Household', each request with its own body (autocannon's setupRequest), so every write moves
// the derived data (running totals, day and month counts, budget spend) as a user's would.
import { Currency, TransactionType } from '@budget/contract';
import type { Options, Request } from 'autocannon';
import { dayBefore, random } from './seed-data.ts';

/** How many existing transactions the updates pick from, spread over the whole history. */
const UPDATE_POOL = 2000;
const POOL_PAGES = 20;
const DAYS_OF_HISTORY = 10 * 365;
const CURRENCIES = [Currency.PLN, Currency.EUR, Currency.USD, Currency.GBP] as number[];
const { Expense, Income } = TransactionType;

export interface WriteCall {
  name: string;
  options: Pick<Options, 'url' | 'method' | 'headers' | 'requests'>;
}

interface Listed {
  id: string;
  transactionType: number;
  name: string;
  description: string | null;
  categories: { id: string }[];
  date: string;
  currency: number;
}

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Half expenses, half incomes, from pages spread evenly over the group's history, so updates run
 * in both directions at once (expense to income and back) as they would from several users.
 */
async function updatePool(api: string, cookie: string, groupId: string): Promise<Listed[]> {
  const pageSize = UPDATE_POOL / POOL_PAGES;
  const pool: Listed[] = [];
  for (const type of [Expense, Income]) {
    const list = (page: number) =>
      getJson<{ transactions: Listed[]; totalCount: number }>(
        `${api}/transactions?groupIds=${groupId}&transactionType=${type}&pageSize=${pageSize}&page=${page}`,
        cookie,
      );
    const pages = Math.max(1, Math.floor((await list(1)).totalCount / pageSize));
    const perType = POOL_PAGES / 2;
    for (let i = 0; i < perType; i++) {
      const page = 1 + Math.floor((i * (pages - 1)) / Math.max(1, perType - 1));
      pool.push(...(await list(page)).transactions);
    }
  }
  const unique = [...new Map(pool.map((t) => [t.id, t])).values()];
  if (unique.length === 0) throw new Error('No transactions to update; run npm run seed first');
  return unique;
}

export async function writeCalls(
  api: string,
  cookie: string,
  groupId: string,
): Promise<WriteCall[]> {
  const categories = (await getJson<{ id: string; groupId: string }[]>(`${api}/categories`, cookie))
    .filter((c) => c.groupId === groupId)
    .map((c) => c.id);
  const pool = await updatePool(api, cookie, groupId);
  // Fixed seeds: every run sends the same sequence of bodies.
  const rng = random(20_261_122);
  const today = new Date();
  const anyDate = () => dayBefore(today, rng.int(0, DAYS_OF_HISTORY));
  const amount = (type: number) =>
    (type === Income ? rng.int(200_000, 900_000) : rng.int(100, 50_000)) / 100;
  const someCategories = () =>
    [...new Set(Array.from({ length: rng.int(0, 2) }, () => rng.pick(categories)))].filter(Boolean);
  const headers = { 'content-type': 'application/json' };
  const withBody =
    (body: () => object) =>
    (request: Request): Request => ({ ...request, body: JSON.stringify(body()) });

  let created = 0;
  const create = () => {
    const type = rng.next() < 0.8 ? Expense : Income;
    created += 1;
    return {
      transactionType: type,
      name: `${type === Income ? 'Bench income' : 'Bench expense'} ${created}`,
      description: rng.next() < 0.3 ? `Bench note ${rng.int(1, 9999)}` : null,
      groupId,
      categoryIds: someCategories(),
      date: anyDate(),
      amount: amount(type),
      currency: rng.pick(CURRENCIES),
    };
  };

  // What each pooled transaction was last set to, so the next update moves it away from that.
  const state = pool.map((t) => ({ ...t, categoryIds: t.categories.map((c) => c.id) }));
  const update = () => {
    const t = rng.pick(state);
    t.transactionType = t.transactionType === Income ? Expense : Income;
    t.currency = rng.pick(CURRENCIES.filter((c) => c !== t.currency));
    let date = anyDate();
    while (date.slice(0, 7) === t.date.slice(0, 7)) date = anyDate();
    t.date = date;
    return {
      transactionId: t.id,
      transactionType: t.transactionType,
      name: t.name,
      description: t.description,
      groupId,
      categoryIds: t.categoryIds,
      date: t.date,
      amount: amount(t.transactionType),
      currency: t.currency,
    };
  };

  const url = `${api}/transactions`;
  return [
    {
      name: 'POST /transactions (create)',
      options: { url, method: 'POST', headers, requests: [{ setupRequest: withBody(create) }] },
    },
    {
      name: `PUT /transactions (update ${state.length} existing)`,
      options: { url, method: 'PUT', headers, requests: [{ setupRequest: withBody(update) }] },
    },
  ];
}
