import { SplitMethod } from '@budget/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { splitProblemText } from './split-problem-text.ts';

const percent = (value: number) =>
  new Intl.NumberFormat(undefined, { style: 'unit', unit: 'percent' }).format(value);
const pln = (minor: number) => `${(minor / 100).toFixed(2)} PLN`;

describe('why a split cannot be sent', () => {
  afterEach(() => setLanguage('en'));

  it('says how much of the amount is left to share, or is too much, in its currency', () => {
    const short = {
      problem: 'The parts add up to 80.00, not 100.00',
      gap: { total: 8000, whole: 10000 },
    };
    expect(splitProblemText(short, SplitMethod.Exact, pln)).toBe(
      'The parts add up to 80.00 PLN: 20.00 PLN short of 100.00 PLN',
    );
    const over = {
      problem: 'The percentages add up to 120.5%, not 100%',
      gap: { total: 12050, whole: 10000 },
    };
    expect(splitProblemText(over, SplitMethod.Percentages, pln)).toBe(
      'The percentages add up to 120.5%: 20.5% more than 100%',
    );
    expect(splitProblemText({ problem: null }, SplitMethod.Exact, pln)).toBeNull();
    expect(
      splitProblemText({ problem: 'Split values cannot be negative' }, SplitMethod.Exact),
    ).toBe('Split values cannot be negative');
  });

  it('says it in Polish, the numbers as the chosen locale writes them', async () => {
    await setLanguage('pl');
    const short = {
      problem: 'The percentages add up to 99.5%, not 100%',
      gap: { total: 9950, whole: 10000 },
    };
    expect(splitProblemText(short, SplitMethod.Percentages)).toBe(
      `Procenty sumują się do ${percent(99.5)}: brakuje ${percent(0.5)} do ${percent(100)}`,
    );
    expect(
      splitProblemText({ problem: 'Split values cannot be negative' }, SplitMethod.Exact),
    ).toBe('Wartości podziału nie mogą być ujemne');
  });
});
