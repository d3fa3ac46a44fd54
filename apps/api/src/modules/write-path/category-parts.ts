import type { CategoryPart } from '@budget/contract';
import { fromMinorUnits, toMinorUnits } from '../../lib/money.ts';
import type { TransactionRow } from './transaction-rows.repository.ts';

// A transaction's amount divided among its categories (docs/decisions.md, 'Category parts').

/** One category's part, in minor units signed as the transaction's amount (expenses negative). */
export interface PartMinor {
  categoryId: string;
  minor: number;
}
/** Null: no parts, each category counts the whole amount. */
export type Parts = readonly PartMinor[] | null;

/** A transaction's links as stored: a category each, with its part (null on all, or on none). */
export type LinkRead = { category_id: string | null; amount: unknown };

export function linksRead(links: readonly LinkRead[]) {
  const categoryIds: string[] = [];
  const parts: PartMinor[] = [];
  for (const { category_id: categoryId, amount } of links) {
    if (categoryId === null) continue;
    categoryIds.push(categoryId);
    if (amount !== null && amount !== undefined) parts.push({ categoryId, minor: Number(amount) });
  }
  return { categoryIds, parts: parts.length > 0 ? parts : null };
}

/** Rows of transactions joined with their links, ordered by transaction: each with its links. */
export function storedOf<R extends { id: string; category_id: string | null; part: unknown }>(
  rows: readonly R[],
) {
  const byId = new Map<string, { row: Omit<R, 'category_id' | 'part'>; links: LinkRead[] }>();
  for (const { category_id, part, ...row } of rows) {
    const entry = byId.get(row.id) ?? { row, links: [] };
    entry.links.push({ category_id, amount: part });
    byId.set(row.id, entry);
  }
  return [...byId.values()].map(({ row, links }) => ({ row, ...linksRead(links) }));
}

interface PartsInput {
  categoryIds: string[];
  categoryParts?: readonly CategoryPart[] | null | undefined;
}

/** With parts, the transaction's categories are the parts' categories. */
export function withPartCategories<I extends PartsInput>(input: I): I {
  const parts = input.categoryParts;
  return parts ? { ...input, categoryIds: parts.map((part) => part.categoryId) } : input;
}

/** The parts sent, signed as the amount stored (`signedAmount`, minor units). */
export function partsOfInput(input: PartsInput, signedAmount: number): Parts {
  const parts = input.categoryParts;
  if (!parts) return null;
  const sign = signedAmount < 0 ? -1 : 1;
  return parts.map((part) => ({
    categoryId: part.categoryId,
    minor: sign * toMinorUnits(part.amount),
  }));
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * An edit's parts: those sent (null: none); left out (a client that knows nothing of parts),
 * the stored ones while the group, categories and amount stay as they were, else none, so the
 * parts never stop adding up to the amount.
 */
export function keptParts(
  current: { row: TransactionRow; categoryIds: readonly string[]; parts?: Parts },
  input: PartsInput,
  updated: TransactionRow,
): Parts {
  if (input.categoryParts !== undefined) return partsOfInput(input, Number(updated.amount));
  const unchanged =
    updated.group_id === current.row.group_id &&
    Number(updated.amount) === Number(current.row.amount) &&
    sameSet(input.categoryIds, current.categoryIds);
  return unchanged ? (current.parts ?? null) : null;
}

/** The parts as answered: positive, in the transaction's units. */
export const answeredParts = (parts: Parts): CategoryPart[] | null =>
  parts?.map((part) => ({
    categoryId: part.categoryId,
    amount: fromMinorUnits(Math.abs(part.minor)),
  })) ?? null;

/** What a category counts of a transaction: its part, or without parts the whole amount. */
export function countedIn(amount: number, parts: Parts, categoryId: string): number {
  if (!parts) return amount;
  return parts.find((part) => part.categoryId === categoryId)?.minor ?? 0;
}

/**
 * What a budget counts of a transaction: without categories (every expense) or without parts
 * the whole amount; else the parts of the categories it names, each once.
 */
export function countedInAny(amount: number, parts: Parts, categoryIds: readonly string[]) {
  if (!parts || categoryIds.length === 0) return amount;
  return parts.reduce((sum, p) => (categoryIds.includes(p.categoryId) ? sum + p.minor : sum), 0);
}

/**
 * Parts while each names one of the categories and each category has one; else null: once one
 * of their categories is gone they no longer add up, and the others count the whole amount.
 */
function partsStill(parts: Parts, categoryIds: readonly string[]): Parts {
  if (!parts || parts.length !== categoryIds.length) return null;
  return parts.every((part) => categoryIds.includes(part.categoryId)) ? parts : null;
}

/** A series' parts as its row keeps them: `id:minor` joined by commas; null for none. */
export const encodeParts = (parts: Parts): string | null =>
  parts ? parts.map((part) => `${part.categoryId}:${part.minor}`).join(',') : null;

export function decodeParts(text: string | null): Parts {
  if (text === null || text === '') return null;
  return text.split(',').map((item) => {
    const at = item.lastIndexOf(':');
    return { categoryId: item.slice(0, at), minor: Number(item.slice(at + 1)) };
  });
}

/** A series' parts as its row keeps them, from those its occurrence was given. */
export const seriesParts = (input: PartsInput, signedAmount: number) =>
  encodeParts(partsOfInput(input, signedAmount));

/** The parts a series' occurrences take, while every category of them is still there. */
export const occurrenceParts = (text: string | null, categoryIds: readonly string[]) =>
  partsStill(decodeParts(text), categoryIds);
