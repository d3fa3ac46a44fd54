export interface Tally<F> {
  fields: F;
  values: number[];
}

/** Sums of changes per key of one rollup table. */
export class Rollup<F extends object> {
  private readonly tallies = new Map<string, Tally<F>>();

  add(key: string, fields: () => F, values: number[]) {
    const tally = this.tallies.get(key);
    if (!tally) {
      this.tallies.set(key, { fields: fields(), values: [...values] });
      return;
    }
    for (let i = 0; i < values.length; i++) tally.values[i] = (tally.values[i] ?? 0) + values[i]!;
  }

  /** The non-zero tallies in key order (the order every writer updates rows in). */
  entries(): Tally<F>[] {
    return [...this.tallies]
      .filter(([, tally]) => tally.values.some((value) => value !== 0))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, tally]) => tally);
  }

  get size() {
    return this.tallies.size;
  }
}
