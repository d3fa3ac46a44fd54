import { currencyOf, dateOf, NAME_MAX, MAX_AMOUNT_MINOR, type ParsedRow } from '../file-text.ts';
import type { PeoplePart, RowPeople } from './row-people.ts';

// Spliit's JSON export of a group (its expenses/export/json route): the group's currency, its
// participants, and each expense with who paid (`paidById`), for whom (`paidFor`: shares read by
// `splitMode`), whether it is a reimbursement, in minor units (docs/decisions.md, 'Moving in
// from other apps'). The export holds no line breaks worth naming: a row is named by its
// expense's place in the file.

interface SpliitExpense {
  id?: unknown;
  expenseDate?: unknown;
  title?: unknown;
  category?: { name?: unknown; grouping?: unknown } | null;
  amount?: unknown;
  paidById?: unknown;
  paidBy?: { id?: unknown } | null;
  paidFor?: { participantId?: unknown; shares?: unknown }[];
  isReimbursement?: unknown;
  splitMode?: unknown;
}

interface SpliitGroup {
  currency?: unknown;
  currencyCode?: unknown;
  participants: { id?: unknown; name?: unknown }[];
  expenses: SpliitExpense[];
}

const SYMBOLS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', zł: 'PLN', '¥': 'JPY' };

const isRecord = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function groupOf(text: string): SpliitGroup | null {
  const start = text.trimStart();
  if (!start.startsWith('{') || !start.includes('"participants"')) return null;
  try {
    const value = JSON.parse(start) as Partial<SpliitGroup> | null;
    if (!value || !Array.isArray(value.participants) || !Array.isArray(value.expenses)) return null;
    // Every participant, expense and share an object: a file that is not is no Spliit export.
    const expenses: unknown[] = value.expenses;
    const wellFormed =
      value.participants.every(isRecord) &&
      expenses.every(isRecord) &&
      value.expenses.every(
        (expense) =>
          expense.paidFor === undefined ||
          expense.paidFor === null ||
          (Array.isArray(expense.paidFor) && expense.paidFor.every(isRecord)),
      );
    return wellFormed ? (value as SpliitGroup) : null;
  } catch {
    return null;
  }
}

/** A Spliit group's JSON export, told by its participants and expenses. */
export const isSpliit = (text: string): boolean => groupOf(text) !== null;

/** Each participant's name by id: a name two participants share gets the second a number. */
function namesOf(group: SpliitGroup): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const participant of group.participants) {
    const base = String(participant.name ?? '').trim() || String(participant.id);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    taken.add(name.toLowerCase());
    names.set(String(participant.id), name);
  }
  return names;
}

/** The FNV-1a hash Spliit seeds the rotation of an uneven split's leftover cents with. */
function fnv1a(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Each participant's share as Spliit's own share code computes it: by participant id, the
 * floor of each exact share, the cents left to the largest remainders, ties by a rotation
 * seeded with the expense's id. The shares add up to the amount.
 */
export function spliitShares(expense: {
  id: string;
  amount: number;
  evenly: boolean;
  paidFor: { id: string; shares: number }[];
}) {
  const paidFor = [...expense.paidFor].sort((a, b) => (a.id < b.id ? -1 : 1));
  const weights = paidFor.map((part) => (expense.evenly ? 1 : part.shares));
  const total = weights.reduce((a, b) => a + b, 0);
  const count = paidFor.length;
  if (count === 0 || total === 0) return new Map(paidFor.map((part) => [part.id, 0]));
  const offset = fnv1a(expense.id) % count;
  // In BigInt: an amount times a share may pass 2^53, where floats would lose cents.
  const amount = BigInt(expense.amount);
  const whole = BigInt(total);
  const floorOf = (value: bigint) =>
    value >= 0n ? value / whole : -((-value + whole - 1n) / whole);
  const floors = weights.map((w) => floorOf(amount * BigInt(w)));
  const rest = weights.map((w, i) => amount * BigInt(w) - (floors[i] as bigint) * whole);
  const rotate = (index: number) => (index - offset + count) % count;
  const order = weights
    .map((_, index) => index)
    .sort((a, b) => {
      const [ra, rb] = [rest[a] as bigint, rest[b] as bigint];
      return ra === rb ? rotate(a) - rotate(b) : rb > ra ? 1 : -1;
    });
  const left = Number(amount - floors.reduce((a, b) => a + b, 0n));
  for (let i = 0; i < left; i++) (floors[order[i] as number] as bigint) += 1n;
  return new Map(paidFor.map((part, index) => [part.id, Number(floors[index])]));
}

function peopleOf(expense: SpliitExpense, id: string, amount: number, names: Map<string, string>) {
  const payer = names.get(String(expense.paidById ?? expense.paidBy?.id ?? ''));
  const paidFor = (expense.paidFor ?? []).map((part) => ({
    id: String(part.participantId),
    shares: Number(part.shares),
  }));
  if (!payer || paidFor.length === 0 || paidFor.some((part) => !names.has(part.id)))
    return 'the expense names a participant the file does not list';
  if (paidFor.some((part) => !Number.isSafeInteger(part.shares) || part.shares < 0))
    return 'a share is not a whole number';
  const evenly = expense.splitMode === 'EVENLY';
  const shares = [...spliitShares({ id, amount, evenly, paidFor })]
    .filter(([, minor]) => minor !== 0)
    .map(([participant, minor]) => ({ name: names.get(participant) as string, minor }));
  if (expense.isReimbursement === true) {
    const parts: PeoplePart[] = shares
      .filter((share) => share.name !== payer)
      .map(({ name, minor }) =>
        minor > 0
          ? { kind: 'payment', paidBy: payer, amount: minor, shares: [{ name, minor }] }
          : {
              kind: 'payment',
              paidBy: name,
              amount: -minor,
              shares: [{ name: payer, minor: -minor }],
            },
      );
    return parts.length > 0 ? { parts } : 'nobody owes anyone anything on this row';
  }
  const kind = amount < 0 ? 'income' : 'expense';
  const positive = shares.map((share) => ({ name: share.name, minor: Math.abs(share.minor) }));
  return {
    parts: [{ kind, paidBy: payer, amount: Math.abs(amount), shares: positive }],
  } as RowPeople;
}

function rowOf(
  expense: SpliitExpense,
  index: number,
  names: Map<string, string>,
  currency: number | null,
): ParsedRow {
  const line = index + 1;
  const id = String(expense.id ?? line);
  const amount = Number(expense.amount);
  const date = dateOf(String(expense.expenseDate ?? ''));
  const title = String(expense.title ?? '').trim();
  const grouping = String(expense.category?.grouping ?? '');
  const category = expense.category?.name ? String(expense.category.name) : null;
  let error: string | null = null;
  let found: RowPeople | string = '';
  if (date === null) error = `'${String(expense.expenseDate ?? '')}' is not a date (yyyy-MM-dd)`;
  else if (!Number.isSafeInteger(amount) || Math.abs(amount) > MAX_AMOUNT_MINOR)
    error = 'the amount is not an amount';
  else if (amount === 0) error = 'the amount is zero';
  else if (currency === null) error = 'the file names no currency; choose one';
  else {
    found = peopleOf(expense, id, amount, names);
    if (typeof found === 'string') error = found;
  }
  const reimbursement = expense.isReimbursement === true;
  return {
    line,
    date,
    name: (title || 'Spliit').slice(0, NAME_MAX),
    description: null,
    payee: null,
    title: title || null,
    amount: Number.isSafeInteger(amount) ? -amount : null,
    currency,
    bankId: `spliit:${id}`,
    category: reimbursement || grouping === 'Uncategorized' ? null : category,
    people: typeof found === 'string' ? null : found,
    error: error === null ? null : `Expense ${line}: ${error}`,
  };
}

/** The group's participants' names, in the file's order. */
export function spliitPeople(text: string): string[] {
  const group = groupOf(text);
  return group ? [...namesOf(group).values()] : [];
}

/** The export's expenses as rows; `fallback`: the currency when the group names none the app keeps. */
export function parseSpliit(text: string, fallback: number | null): ParsedRow[] {
  const group = groupOf(text);
  if (!group) return [];
  const names = namesOf(group);
  const code =
    String(group.currencyCode ?? '') ||
    SYMBOLS[String(group.currency ?? '').trim()] ||
    String(group.currency ?? '');
  const currency = currencyOf(code) ?? fallback;
  return group.expenses.map((expense, index) => rowOf(expense, index, names, currency));
}
