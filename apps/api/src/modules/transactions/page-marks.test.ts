import { describe, expect, it } from 'vitest';
import { KeptChoices, PageMarks } from './page-marks.ts';

describe('PageMarks', () => {
  it('finds the nearest remembered position at or below an offset, per list', () => {
    const marks = new PageMarks();
    marks.remember('a', 50, { k: 1, id: 'x' });
    marks.remember('a', 1000, { k: 2, id: 'y' });
    marks.remember('b', 500, { k: 3, id: 'z' });
    expect(marks.nearest('a', 49)).toBeUndefined();
    expect(marks.nearest('a', 999)).toEqual({ position: 50, mark: { k: 1, id: 'x' } });
    expect(marks.nearest('a', 1000)?.position).toBe(1000);
    expect(marks.nearest('b', 1000)?.position).toBe(500);
    expect(marks.nearest('c', 1000)).toBeUndefined();
  });

  it('forgets the oldest positions of a list and the least recently used lists', () => {
    const marks = new PageMarks();
    for (let position = 1; position <= 65; position++) {
      marks.remember('a', position, { k: position, id: 'x' });
    }
    expect(marks.nearest('a', 1)).toBeUndefined();
    expect(marks.nearest('a', 2)?.position).toBe(2);
    for (let list = 0; list < 500; list++) marks.remember(`l${list}`, 1, { k: 0, id: 'x' });
    expect(marks.nearest('a', 65)).toBeUndefined();
    expect(marks.nearest('l499', 1)?.position).toBe(1);
  });
});

describe('KeptChoices', () => {
  it('chooses once per key, and forgets the least recently used key first', async () => {
    const kept = new KeptChoices<number>(2);
    let chosen = 0;
    const choose = () => Promise.resolve(++chosen);
    expect(await kept.choose('a', choose)).toBe(1);
    expect(await kept.choose('a', choose)).toBe(1);
    expect(await kept.choose('b', choose)).toBe(2);
    // Read again, 'a' is used after 'b', so 'c' pushes 'b' out.
    expect(await kept.choose('a', choose)).toBe(1);
    expect(await kept.choose('c', choose)).toBe(3);
    expect(await kept.choose('b', choose)).toBe(4);
    // 'b' coming back pushed 'a' out.
    expect(await kept.choose('c', choose)).toBe(3);
    expect(await kept.choose('a', choose)).toBe(5);
  });
});
