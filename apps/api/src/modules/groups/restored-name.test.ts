import { GROUP_NAME_MAX } from '@budget/contract';
import { expect, it } from 'vitest';
import { restoredName } from './backup-restore.ts';

it('keeps a free name and numbers the copies of a taken one', () => {
  expect(restoredName('Cottage', new Set(['Home']))).toBe('Cottage');
  expect(restoredName('Cottage', new Set(['Cottage']))).toBe('Cottage (restored)');
  const taken = new Set(['Cottage', 'Cottage (restored)', 'Cottage (restored 2)']);
  expect(restoredName('Cottage', taken)).toBe('Cottage (restored 3)');
});

it('shortens a long name so that the copy stays within the limit', () => {
  const long = 'x'.repeat(GROUP_NAME_MAX);
  const copy = restoredName(long, new Set([long]));
  expect(copy).toHaveLength(GROUP_NAME_MAX);
  expect(copy.endsWith(' (restored)')).toBe(true);
  // An emoji (two UTF-16 units) at the cut is left out whole, not halved.
  const emoji = `${'y'.repeat(GROUP_NAME_MAX - 12)}😀${'z'.repeat(10)}`;
  expect(restoredName(emoji, new Set([emoji]))).toBe(
    `${'y'.repeat(GROUP_NAME_MAX - 12)} (restored)`,
  );
});
