import { describe, expect, it } from 'vitest';
import { MAX_ENTRIES, createProgressBoard } from './progress-board.ts';

describe('import progress', () => {
  it('keeps at most 1,000 entries, dropping the oldest first', () => {
    const progress = createProgressBoard();
    for (let i = 0; i <= MAX_ENTRIES; i++) progress.reading(`id-${i}`, 'user');
    expect(MAX_ENTRIES).toBe(1000);
    expect(progress.get('id-0')).toBeNull();
    expect(progress.get('id-1')).toEqual({ phase: 'reading', done: 0, total: 0 });
    expect(progress.get(`id-${MAX_ENTRIES}`)).not.toBeNull();
    // An entry updated stays the one it was: no other is dropped for it.
    progress.writing('id-1', 'user', 5, 10);
    expect(progress.get('id-2')).not.toBeNull();
  });

  it("does not let another user's import take over an id", () => {
    const progress = createProgressBoard();
    progress.reading('id', 'owner');
    progress.writing('id', 'intruder', 9, 9);
    expect(progress.get('id')).toEqual({ phase: 'reading', done: 0, total: 0 });
  });
});
