import { Currency, DEFAULT_PREFERENCES, type Preferences } from '@budget/contract';
import { expect, it } from 'vitest';
import { createUser, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';

describeEachDatabase('preferences', (ctx) => {
  it('start as the defaults, are saved with the account and follow it to another session', async () => {
    const user = await createUser(ctx());
    const first = await signIn(ctx(), user);
    const initial = await first.get<Preferences>('/users/me/preferences');
    expect(initial.status).toBe(200);
    expect(initial.body.data).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES).toEqual({
      theme: 'system',
      displayCurrency: Currency.PLN,
      locale: null,
      dateFormat: 'yyyy-MM-dd',
      weekStart: 0,
      language: null,
    });

    const chosen = {
      theme: 'dark',
      displayCurrency: Currency.EUR,
      locale: 'pl-pl',
      dateFormat: 'dd.MM.yyyy',
      weekStart: 1,
      language: 'pl',
    };
    const saved = await first.put<Preferences>('/users/me/preferences', chosen);
    expect(saved.status).toBe(200);
    // Locales are stored in their canonical form.
    expect(saved.body.data).toEqual({ ...chosen, locale: 'pl-PL' });

    const second = await signIn(ctx(), user);
    expect((await second.get('/users/me/preferences')).body.data).toEqual(saved.body.data);
    const other = await signIn(ctx(), await createUser(ctx()));
    expect((await other.get('/users/me/preferences')).body.data).toEqual(DEFAULT_PREFERENCES);
  });

  it('refuses values it does not know, naming the field, and changes nothing', async () => {
    const client = await signIn(ctx(), await createUser(ctx()));
    const valid = {
      theme: 'light',
      displayCurrency: Currency.USD,
      locale: null,
      dateFormat: 'MM/dd/yyyy',
      weekStart: 6,
      language: null,
    };
    expect((await client.put('/users/me/preferences', valid)).status).toBe(200);
    for (const [change, field] of [
      [{ theme: 'blue' }, 'theme'],
      [{ displayCurrency: 36 }, 'displayCurrency'],
      [{ locale: 'not a locale' }, 'locale'],
      [{ locale: 'en-US-x-' }, 'locale'],
      [{ weekStart: 3 }, 'weekStart'],
      [{ dateFormat: 'd MMM yyyy' }, 'dateFormat'],
      [{ dateFormat: undefined }, 'dateFormat'],
      [{ language: 'de' }, 'language'],
    ] as const) {
      const response = await client.put('/users/me/preferences', { ...valid, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.body.errors[0]?.details ?? {})).toEqual([field]);
    }
    expect((await client.get('/users/me/preferences')).body.data).toEqual(valid);
    expect((await ctx().client().get('/users/me/preferences')).status).toBe(401);
  });
});
