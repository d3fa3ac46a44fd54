import { describe, expect, it } from 'vitest';
import {
  Currency,
  ErrorCode,
  MemberRole,
  PeriodType,
  ResponseStatus,
  TransactionType,
  DATE_POINT,
  MAX_AMOUNT,
  amountField,
  createTransactionRequestSchema,
  currencies,
  currencyCode,
  currencyLabel,
  envelopeSchema,
  isCalendarDate,
  isPreferences,
  loginRequestSchema,
  nameOf,
  preferencesSchema,
  registerRequestSchema,
  timeZoneField,
  userProfileSchema,
} from './index.ts';

describe('enumerations', () => {
  it('lists the 36 currencies in wire order', () => {
    expect(currencies).toHaveLength(36);
    expect(currencies.map((c) => c.code).join(' ')).toBe(
      'PLN USD EUR GBP CHF JPY AUD CAD NZD CNY SEK NOK DKK RUB TRY HUF CZK HRK RON BGN ZAR MXN BRL SGD HKD ILS INR IDR THB PHP CLP MYR UAH LTL LVL XDR',
    );
    expect(Currency.PLN).toBe(0);
    expect(Currency.XDR).toBe(35);
    expect(currencyCode(2)).toBe('EUR');
  });

  it('labels currencies CODE - Name, with the deprecated and IMF notes', () => {
    expect(currencyLabel(Currency.PLN)).toBe('PLN - Polish Zloty');
    expect(currencyLabel(Currency.LTL)).toMatch(/^LTL - .*deprecated.*EUR/);
    expect(currencyLabel(Currency.LVL)).toMatch(/^LVL - .*deprecated.*EUR/);
    expect(currencyLabel(Currency.XDR)).toMatch(/^XDR - .*IMF/);
    for (const [index, currency] of currencies.entries()) {
      expect(currencyLabel(index)).toMatch(new RegExp(`^${currency.code} - \\S`));
    }
    expect(() => currencyLabel(36)).toThrow(RangeError);
  });

  it('has the numeric values of the wire', () => {
    expect(TransactionType).toEqual({ Expense: 0, Income: 1, Correction: 2, Transfer: 3 });
    expect(PeriodType).toEqual({ Daily: 0, Weekly: 1, Monthly: 2, Yearly: 3 });
    expect(MemberRole).toEqual({ Owner: 1, Member: 2, Viewer: 3 });
    expect(ResponseStatus).toEqual({ Success: 0, Warning: 1, Error: 2 });
    expect(ErrorCode.NotFound).toBe(0);
    expect(ErrorCode.Validation).toBe(9);
    expect(nameOf(MemberRole, 3)).toBe('Viewer');
  });
});

describe('request schemas', () => {
  it('normalises e-mail addresses and defaults rememberMe', () => {
    expect(loginRequestSchema.parse({ email: ' A@B.Test ', password: 'x' })).toEqual({
      email: 'a@b.test',
      password: 'x',
      rememberMe: false,
    });
  });

  it('carries the login messages', () => {
    const empty = loginRequestSchema.safeParse({ email: '', password: '' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([
      'Email is required',
      'Password is required',
    ]);
    const invalid = loginRequestSchema.safeParse({ email: 'nope', password: 'x' });
    expect(invalid.error?.issues[0]?.message).toBe('Invalid email address');
  });

  it('gives each password rule its own message', () => {
    const result = registerRequestSchema.safeParse({
      userName: 'abc',
      email: 'a@b.test',
      password: 'abc',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    // Letters of any alphabet count as what they are: 'Ż' is a capital, 'ß' a small letter, and
    // neither is a special character.
    const polish = (password: string) =>
      registerRequestSchema
        .safeParse({ userName: 'abc', email: 'a@b.test', password })
        .error?.issues.map((i) => i.message) ?? [];
    expect(polish('Żółwik#2024xx')).toEqual([]);
    expect(polish('żółwik#2024')).toEqual(['Password must contain at least one uppercase letter']);
    expect(polish('STRAßE#2024')).toEqual([]);
    expect(polish('Zażółć2024')).toEqual(['Password must contain at least one special character']);
    const short = registerRequestSchema.safeParse({
      userName: '  ab  ',
      email: 'a@b.test',
      password: 'Abcdef1!',
    });
    expect(short.error?.issues.map((i) => i.message)).toEqual([
      'Username must be at least 3 characters',
    ]);
    const ok = registerRequestSchema.safeParse({
      userName: 'abc',
      email: 'a@b.test',
      password: 'Abcdef1!',
    });
    expect(ok.success).toBe(true);
  });
});

describe('envelope', () => {
  it('wraps data with status, errors and warnings', () => {
    const schema = envelopeSchema(userProfileSchema.pick({ id: true }));
    expect(
      schema.parse({ status: 1, data: { id: 'x' }, errors: [], warnings: [{ message: 'm' }] })
        .status,
    ).toBe(1);
    expect(
      schema.safeParse({ status: 3, data: { id: 'x' }, errors: [], warnings: [] }).success,
    ).toBe(false);
  });
});

describe('amounts and dates', () => {
  it('takes whole hundredths within the bounds, as multipleOf 0.01 reads floating point', () => {
    const transaction = amountField({ positive: true });
    const budget = amountField({ positive: false });
    for (const amount of [0.01, 0.07, 1234.57, MAX_AMOUNT, 35 * 0.01, 57 * 0.01]) {
      expect(transaction.safeParse(amount).success, String(amount)).toBe(true);
    }
    expect(budget.safeParse(0).success).toBe(true);
    expect(transaction.safeParse(0).error?.issues.map((i) => i.message)).toEqual([
      'Value must be greater than 0',
    ]);
    expect(transaction.safeParse(1.005).error?.issues.map((i) => i.message)).toEqual([
      'Value can have at most 2 decimal places',
    ]);
    expect(transaction.safeParse(5e-324).success).toBe(false);
    for (const amount of [1.005, 0.001, 12.345, MAX_AMOUNT + 0.01, Number.NaN, Infinity]) {
      expect(budget.safeParse(amount).success, String(amount)).toBe(false);
    }
  });

  it('still checks the dates of a request whose amount is wrong', () => {
    const result = createTransactionRequestSchema.safeParse({
      transactionType: TransactionType.Expense,
      name: 'Rent',
      groupId: 'g',
      date: '2026-03-14',
      endDate: '2026-03-01',
      amount: 0.001,
      currency: 0,
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'amount',
      'amount',
      'endDate',
    ]);
  });

  it('knows a real calendar date, leap days included, in every year yyyy can write', () => {
    const real = (text: string) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
    };
    for (let year = 0; year <= 9999; year += 1) {
      const yyyy = String(year).padStart(4, '0');
      for (const monthDay of ['02-28', '02-29', '02-30', '04-30', '04-31', '12-31', '13-01']) {
        const text = `${yyyy}-${monthDay}`;
        expect(isCalendarDate(text), text).toBe(real(text));
      }
    }
    for (const text of ['2024-1-01', '2024-01-00', '2024-00-10', ' 2024-01-01', '2024-01-01T']) {
      expect(isCalendarDate(text), text).toBe(false);
    }
  });

  it('reads a date point as a date, a timestamp with that date, or nothing', () => {
    for (const text of ['', '2024-02-29', '2024-02-29T23:59:59.999+01:00', '2024-02-29T']) {
      expect(DATE_POINT.test(text), text).toBe(true);
    }
    for (const text of ['2023-02-29', '2024-02-29 10:00', 'null', 'yesterday']) {
      expect(DATE_POINT.test(text), text).toBe(false);
    }
  });
});

describe('time zones', () => {
  it('takes IANA names, in the runtime spelling, and refuses offsets and unknown names', () => {
    expect(timeZoneField.parse('Europe/Warsaw')).toBe('Europe/Warsaw');
    expect(timeZoneField.parse(' europe/warsaw ')).toBe('Europe/Warsaw');
    expect(timeZoneField.parse('UTC')).toBe('UTC');
    for (const name of ['+05:17', '-03:00', 'Mars/Olympus_Mons', '', '   ']) {
      expect(timeZoneField.safeParse(name).success).toBe(false);
    }
  });
});

describe('preferences', () => {
  it('checks a stored copy without zod exactly as the schema does', () => {
    const good = {
      theme: 'dark',
      displayCurrency: Currency.EUR,
      locale: 'pl-PL',
      dateFormat: 'dd.MM.yyyy',
      weekStart: 1,
    };
    const samples: unknown[] = [
      good,
      { ...good, locale: null },
      { ...good, dateFormat: 'yyyy-MM-dd' },
      { ...good, dateFormat: 'd MMM yyyy' },
      { ...good, dateFormat: undefined },
      { ...good, theme: 'blue' },
      { ...good, displayCurrency: 36 },
      { ...good, displayCurrency: '1' },
      { ...good, locale: 'not a locale' },
      { ...good, locale: 'x'.repeat(36) },
      { ...good, weekStart: 2 },
      { ...good, language: 'pl' },
      { ...good, language: null },
      { ...good, language: 'de' },
      { theme: 'dark' },
      null,
      'dark',
      [],
    ];
    for (const sample of samples) {
      expect(isPreferences(sample), JSON.stringify(sample)).toBe(
        preferencesSchema.safeParse(sample).success,
      );
    }
    // Stricter on one point: a stored copy was written trimmed, so spaces mean it is not ours.
    expect(isPreferences({ ...good, locale: ' pl-PL' })).toBe(false);
  });
});
