/**
 * Figures of a group kept per process under its data version (docs/decisions.md, 'Money
 * accounts'): every write bumps the version, so a kept copy is never stale, and the next read
 * after a write computes it once. The oldest go past `limit` entries.
 */
export class KeptByVersion<T> {
  private readonly kept = new Map<string, Promise<T>>();
  private readonly limit: number;

  constructor(limit = 256) {
    this.limit = limit;
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    let found = this.kept.get(key);
    if (!found) {
      found = compute();
      this.kept.set(key, found);
      // A failed read is not kept.
      found.catch(() => this.kept.delete(key));
      if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value as string);
    }
    return found;
  }
}
