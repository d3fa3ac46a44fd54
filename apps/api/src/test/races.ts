import { Currency, PeriodType, TransactionType } from '@budget/contract';
import { expect } from 'vitest';
import type { TestClient, TestResponse } from './test-app.ts';

/** One request of a race: a label that says which request it is, and how to send it. */
export type Racer = readonly [label: string, send: () => Promise<TestResponse>];

/** What one request of a race answered. */
export interface Outcome {
  label: string;
  status: number;
  message: string;
  /** The answer's data, e.g. what a POST created, for later rounds to name. */
  data: unknown;
}

/** The kind of a request, its label up to '#': 'PUT /transactions A#3' -> 'PUT /transactions A'. */
const kindOf = (label: string) => label.split('#')[0]?.trim() ?? label;

/**
 * A second wave, fired once a request of each of the `kinds` has answered, so it meets the rest
 * of the first wave in flight. Fired together with them, a DELETE (no body to read) would get
 * ahead of every write on SQLite, and the race would only test 404s; fired after a count of
 * answers, on PostgreSQL one kind could lose every round. No pause: only answers cue it.
 */
export interface Cue {
  racers: readonly Racer[];
  kinds: readonly string[];
}

/**
 * Fires every request at once (and the cued wave when its turn comes) and records what each
 * answered, in the order given. On PostgreSQL the injected requests really run in parallel (the
 * pool has 10 connections); on SQLite they queue on its write lock. A request that throws
 * instead of answering counts as status 599, so it is never lost.
 */
export async function race(racers: readonly Racer[], cue?: Cue): Promise<Outcome[]> {
  let fire = () => {};
  const turn = new Promise<void>((resolve) => (fire = resolve));
  const waiting = new Set(cue?.kinds ?? []);
  if (waiting.size === 0) fire();
  const first = racers.map(([label, send]) =>
    send().finally(() => {
      if (waiting.delete(kindOf(label)) && waiting.size === 0) fire();
    }),
  );
  const second = (cue?.racers ?? []).map(([, send]) => turn.then(send));
  const labels = [...racers, ...(cue?.racers ?? [])].map(([label]) => label);
  const settled = await Promise.allSettled([...first, ...second]);
  return settled.map((result, index) => {
    const label = labels[index] ?? `#${index}`;
    if (result.status === 'rejected') {
      return { label, status: 599, message: String(result.reason), data: undefined };
    }
    const { status, body } = result.value;
    const message = (body?.errors ?? []).map(explain).join('; ');
    return { label, status, message, data: body?.data };
  });
}

/** The ids of what the requests of the kind created (answered 201). */
export function createdIds(outcomes: Outcome[], kind: string): string[] {
  return outcomes
    .filter((o) => kindOf(o.label) === kind && o.status === 201)
    .map((o) => (o.data as { id: string }).id);
}

/** An error's message, and for a 5xx the first line of its stack (NODE_ENV=development). */
function explain(error: { message: string; stackTrace: string | null }): string {
  const cause = error.stackTrace?.split('\n')[0];
  return cause && cause !== error.message ? `${error.message} (${cause})` : error.message;
}

/** Every answer of every round, so the assertions can name what went wrong and how often. */
export class Tally {
  readonly outcomes: Outcome[] = [];

  add(outcomes: Outcome[]): Outcome[] {
    this.outcomes.push(...outcomes);
    return outcomes;
  }

  /** 'status kind: message' of every 5xx with how often it came, e.g. '500 PUT ...: deadlock x12'. */
  serverErrors(): string[] {
    const seen = new Map<string, number>();
    for (const { label, status, message } of this.outcomes) {
      if (status < 500) continue;
      const line = `${status} ${kindOf(label)}: ${message || '(no message)'}`;
      seen.set(line, (seen.get(line) ?? 0) + 1);
    }
    return [...seen].map(([line, count]) => `${line} x${count}`);
  }

  /**
   * Whether some request answered 5xx: the test has failed, and further rounds would only cost
   * time (PostgreSQL takes its deadlock_timeout, 1 s, to break each deadlock).
   */
  failed(): boolean {
    return this.outcomes.some((o) => o.status >= 500);
  }

  /** How many requests of the kind answered 2xx. */
  succeeded(kind: string): number {
    return this.outcomes.filter((o) => kindOf(o.label) === kind && o.status < 300).length;
  }

  /** Each request that did not answer as expected, e.g. a DELETE meant to run mid-race. */
  notAnswering(kind: string, status: number): string[] {
    return this.outcomes
      .filter((o) => kindOf(o.label) === kind && o.status !== status)
      .map((o) => `${o.label}: ${o.status} ${o.message}`);
  }

  /** Counts per kind and status, for the message of a failed assertion. */
  summary(): string {
    const counts = new Map<string, number>();
    for (const { label, status } of this.outcomes) {
      const key = `${kindOf(label)} ${status}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].map(([key, n]) => `${key}: ${n}`).join(', ');
  }

  /**
   * No 5xx at all, and the race was not vacuous: each kind of request succeeded at least once.
   * Soft, so the state checks that follow still report what the failed requests left behind.
   */
  expectNoServerErrors(kinds: string[]): void {
    expect.soft(this.serverErrors(), `5xx answers (all: ${this.summary()})`).toEqual([]);
    // After a 5xx the rounds stopped early (see failed()): too few to say a kind never ran.
    if (this.failed()) return;
    for (const kind of kinds) {
      expect
        .soft(this.succeeded(kind), `2xx answers of ${kind} (${this.summary()})`)
        .toBeGreaterThan(0);
    }
  }
}

/** One racer per item, labelled `kind#tag.n` so a failure names the request. */
export function racers<T>(
  kind: string,
  tag: number,
  items: readonly T[],
  send: (item: T, n: number) => Promise<TestResponse>,
): Racer[] {
  return items.map((item, n) => [`${kind}#${tag}.${n}`, () => send(item, n)] as const);
}

/** Interleaves the lists (a0, b0, c0, a1, ...), so no kind of request runs only first or last. */
export function interleave<T>(...lists: T[][]): T[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  const out: T[] = [];
  for (let i = 0; i < longest; i++)
    for (const list of lists) if (i < list.length) out.push(list[i] as T);
  return out;
}

/**
 * Half of each kind of write first, then the deletion with the other half once a request of each
 * kind answered: every kind had its chance before the deletion, which then meets the rest of the
 * first half in flight, and the second half while it runs.
 */
export function inFlight(kinds: Racer[][], deletion: Racer) {
  const half = (list: Racer[]) => Math.ceil(list.length / 2);
  const before = interleave(...kinds.map((list) => list.slice(0, half(list))));
  const during = interleave(...kinds.map((list) => list.slice(half(list))));
  const labels = kinds.flatMap((list) => list.slice(0, 1).map(([label]) => kindOf(label)));
  return race(before, { racers: [deletion, ...during], kinds: labels });
}

/** An expense in PLN (budgets then need no conversion), dated in March 2024. */
export function expenseBody(groupId: string, categoryIds: string[], amount: number, day = 10) {
  return {
    transactionType: TransactionType.Expense,
    name: `Spend ${amount}`,
    groupId,
    categoryIds,
    date: `2024-03-${String(day).padStart(2, '0')}`,
    amount,
    currency: Currency.PLN,
  };
}

/** A PLN budget whose period (monthly or yearly) holds March 2024. */
export function budgetBody(groupId: string, categoryIds: string[], amount: number, yearly = false) {
  return {
    name: `Budget ${amount}`,
    groupId,
    categoryIds,
    amount,
    currency: Currency.PLN,
    periodType: yearly ? PeriodType.Yearly : PeriodType.Monthly,
    startDate: '2024-03-01',
  };
}

/** `count` transactions of both types in PLN, EUR and USD from 2023 on, one every 23 days. */
export async function history(client: TestClient, groupId: string, count: number) {
  for (let i = 0; i < count; i++) {
    const date = new Date(Date.UTC(2023, 0, 1) + i * 23 * 86_400_000).toISOString().slice(0, 10);
    await createdId(client, '/transactions', {
      transactionType: i % 3 === 0 ? TransactionType.Income : TransactionType.Expense,
      name: `History ${i}`,
      groupId,
      date,
      amount: 5 + i,
      currency: [Currency.PLN, Currency.EUR, Currency.USD][i % 3],
    });
  }
}

/** The data of a set-up request that must succeed, or a failure naming it and its answer. */
export async function made<T>(what: string, response: Promise<TestResponse<T>>): Promise<T> {
  const { status, body } = await response;
  expect(status, `${what}: ${JSON.stringify(body?.errors)}`).toBeLessThan(300);
  return body.data;
}

/** POST then the created item's id. */
export async function createdId(client: TestClient, path: string, body: unknown): Promise<string> {
  return (await made<{ id: string }>(`POST ${path}`, client.post(path, body))).id;
}
