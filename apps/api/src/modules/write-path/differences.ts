/** One row where the stored derived data and its recomputation from the raw rows disagree. */
export interface Difference {
  table: string;
  key: string;
  /** The stored value, or null when the row is missing. */
  stored: string | null;
  /** The recomputed value, or null when the row should not exist. */
  expected: string | null;
}

/** Rows of a table as key -> value text; rows that add nothing (all zero) are left out. */
type Table = Map<string, string>;

export function tableOf<R>(
  rows: R[],
  key: (row: R) => string,
  values: (row: R) => (string | number)[],
) {
  const table: Table = new Map();
  for (const row of rows) {
    const parts = values(row);
    if (parts.every((part) => typeof part !== 'number' || part === 0)) continue;
    table.set(key(row), parts.join(' '));
  }
  return table;
}

export function compare(table: string, stored: Table, expected: Table, prefix = ''): Difference[] {
  const differences: Difference[] = [];
  for (const [key, value] of expected) {
    const found = stored.get(key);
    if (found !== value)
      differences.push({ table, key: prefix + key, stored: found ?? null, expected: value });
  }
  for (const [key, value] of stored) {
    if (!expected.has(key))
      differences.push({ table, key: prefix + key, stored: value, expected: null });
  }
  return differences;
}

export const byKey = <T extends Record<string, string | number>>(
  rows: T[],
  key: (row: T) => string,
) => rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
