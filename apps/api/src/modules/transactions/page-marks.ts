/** The sort key and id of the last row before a position of a sorted list. */
export interface PageMark {
  k: string | number;
  id: string;
}

/** Lists remembered per process; the least recently used go first. */
const MAX_LISTS = 500;
/** Positions remembered per list. */
const MAX_MARKS = 64;

/**
 * Where deep pages of sorted lists start, per process: for a list (its filter, sort and the
 * data versions of its groups, so any write makes a new list) and a position, the row just
 * before it. A page that starts at a remembered position is read from there by its key instead
 * of skipping the whole offset: the same page again, or the next one, costs what page 1 does.
 */
export class PageMarks {
  private readonly lists = new Map<string, Map<number, PageMark>>();

  /** The remembered position nearest at or below `offset`, with its mark. */
  nearest(list: string, offset: number): { position: number; mark: PageMark } | undefined {
    const marks = this.lists.get(list);
    if (!marks) return undefined;
    this.lists.delete(list);
    this.lists.set(list, marks);
    let best: { position: number; mark: PageMark } | undefined;
    for (const [position, mark] of marks) {
      if (position <= offset && (!best || position > best.position)) best = { position, mark };
    }
    return best;
  }

  remember(list: string, position: number, mark: PageMark): void {
    let marks = this.lists.get(list);
    if (!marks) {
      marks = new Map();
      this.lists.set(list, marks);
      if (this.lists.size > MAX_LISTS) this.lists.delete(this.lists.keys().next().value as string);
    }
    marks.delete(position);
    marks.set(position, mark);
    if (marks.size > MAX_MARKS) marks.delete(marks.keys().next().value as number);
  }
}

/**
 * Choices of how to read a list that change its speed, never its answer (how SQLite asks its
 * FTS5 table for a text, whether a text's page sorts its matches), kept per process by a key
 * naming the groups' data versions, so a repeated list and its next pages skip them; the least
 * recently used go first.
 */
export class KeptChoices<T> {
  private readonly kept = new Map<string, T>();
  private readonly max: number;

  constructor(max = MAX_LISTS) {
    this.max = max;
  }

  async choose(key: string, choose: () => Promise<T>): Promise<T> {
    const known = this.kept.get(key);
    if (known !== undefined) {
      this.kept.delete(key);
      this.kept.set(key, known);
      return known;
    }
    const chosen = await choose();
    this.kept.set(key, chosen);
    if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value as string);
    return chosen;
  }
}
