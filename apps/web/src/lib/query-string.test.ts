import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string.ts';

describe('toQueryString', () => {
  it('drops null, undefined, empty text and the text "null"', () => {
    expect(
      toQueryString({ a: null, b: undefined, c: '', d: 'null', e: 'kept', f: 0, g: false }),
    ).toBe('?e=kept&f=0&g=false');
  });

  it('repeats the key for every array item and drops empty items', () => {
    expect(toQueryString({ groupIds: ['a', 'b', null, '', 'null', 'c'] })).toBe(
      '?groupIds=a&groupIds=b&groupIds=c',
    );
  });

  it('sends dates as ISO text and encodes special characters', () => {
    const date = new Date(Date.UTC(2026, 0, 31, 12));
    expect(toQueryString({ datePoint: date, email: 'a+b@example.com' })).toBe(
      '?datePoint=2026-01-31T12%3A00%3A00.000Z&email=a%2Bb%40example.com',
    );
  });

  it('is empty when nothing is left', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ a: null, list: [] })).toBe('');
  });
});
