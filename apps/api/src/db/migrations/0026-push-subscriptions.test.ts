import type { PushSubscriptionInfo } from '@budget/contract';
import { expect, it } from 'vitest';
import { createUser, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { TEST_VAPID, browserSubscription } from '../../test/push.ts';
import * as migration from './0026-push-subscriptions.ts';

describeEachDatabase(
  'migration 0026: push subscriptions',
  (ctx) => {
    it('is undone and done again, the subscriptions starting empty, one per endpoint', async () => {
      const user = await createUser(ctx());
      const client = await signIn(ctx(), user);
      const browser = browserSubscription();
      expect((await client.post('/notifications/subscriptions', browser)).status).toBe(201);

      await migration.down(ctx().app.db);
      await migration.up(ctx().app.db);

      const listed = await client.get<PushSubscriptionInfo[]>('/notifications/subscriptions');
      expect(listed.body.data).toEqual([]);
      // The table works again, with its unique endpoint and its cascade from the account.
      expect((await client.post('/notifications/subscriptions', browser)).status).toBe(201);
      expect((await client.post('/notifications/subscriptions', browser)).status).toBe(201);
      const rows = () => ctx().app.db.selectFrom('push_subscriptions').select('user_id').execute();
      expect(await rows()).toEqual([{ user_id: user.id }]);
      await ctx().app.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      await ctx().app.db.deleteFrom('users').where('id', '=', user.id).execute();
      expect(await rows()).toEqual([]);
    });
  },
  TEST_VAPID,
);
