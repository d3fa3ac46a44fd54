import { Currency, type Preferences } from '@budget/contract';
import { expect, it } from 'vitest';
import { createUser, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import * as migration from './0022-date-format.ts';

describeEachDatabase('migration 0022: date format', (ctx) => {
  it('gives preferences saved before it the product date format, keeping the rest', async () => {
    const client = await signIn(ctx(), await createUser(ctx()));
    const chosen = {
      theme: 'dark',
      displayCurrency: Currency.EUR,
      locale: 'de-DE',
      dateFormat: 'dd.MM.yyyy',
      weekStart: 1,
    };
    expect((await client.put('/users/me/preferences', chosen)).status).toBe(200);

    // As the row was before the column existed.
    await migration.down(ctx().app.db);
    await migration.up(ctx().app.db);

    const read = await client.get<Preferences>('/users/me/preferences');
    expect(read.body.data).toEqual({ ...chosen, dateFormat: 'yyyy-MM-dd', language: null });
  });
});
