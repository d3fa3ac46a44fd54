import {
  Currency,
  SplitMethod,
  TransactionType,
  type GroupBalances,
  type Report,
  type ReportMembers,
} from '@budget/contract';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';

const cents = (value: number) => Math.round(value * 100);
const entry = fc.record({
  type: fc.constantFrom(TransactionType.Expense, TransactionType.Income),
  cents: fc.integer({ min: 1, max: 1_000_000 }),
  currency: fc.constantFrom(Currency.PLN, Currency.EUR, Currency.USD),
  day: fc.integer({ min: 1, max: 28 }),
  month: fc.constantFrom('02', '03'),
  weights: fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 7 }), fc.nat(7)),
  payer: fc.nat(2),
});

describeEachDatabase('balances that add up to the cent', (ctx) => {
  it('shows figures whose columns and balances add up, in any currency and split', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 6 }), async (entries) => {
        const home = await ownerWithGroup(ctx(), 'Home');
        const bob = await memberOf(ctx(), home);
        const cy = await memberOf(ctx(), home);
        const ids = [home.owner.id, bob.user.id, cy.user.id];
        for (const e of entries) {
          const made = await home.ownerClient.post('/transactions', {
            transactionType: e.type,
            name: 'Entry',
            groupId: home.group.id,
            date: `2024-${e.month}-${String(e.day).padStart(2, '0')}`,
            amount: e.cents / 100,
            currency: e.currency,
            paidBy: ids[e.payer],
            split: {
              method: SplitMethod.Shares,
              parts: e.weights.map((value, i) => ({ userId: ids[i] as string, value })),
            },
          });
          expect(made.status, JSON.stringify(made.body.errors)).toBe(201);
        }
        const answer = await home.ownerClient.get<GroupBalances>(
          `/groups/${home.group.id}/balances`,
        );
        const { members, settleUp } = answer.body.data;
        const total = (pick: (m: (typeof members)[number]) => number) =>
          members.reduce((sum, m) => sum + cents(pick(m)), 0);
        expect(total((m) => m.paid)).toBe(total((m) => m.share));
        expect(total((m) => m.incomes)).toBe(0);
        expect(total((m) => m.payments)).toBe(0);
        expect(total((m) => m.balance)).toBe(0);
        for (const m of members) {
          expect(cents(m.balance)).toBe(
            cents(m.paid) - cents(m.share) + cents(m.incomes) + cents(m.payments),
          );
        }
        // Settling up as proposed brings every balance to zero exactly.
        const after = new Map(members.map((m) => [m.userId, cents(m.balance)]));
        for (const t of settleUp) {
          after.set(t.fromUserId, (after.get(t.fromUserId) ?? 0) + cents(t.amount));
          after.set(t.toUserId, (after.get(t.toUserId) ?? 0) - cents(t.amount));
        }
        expect([...after.values()].every((value) => value === 0)).toBe(true);

        // The report by member: each column adds up to its 'All shared' figure, and shared and
        // unshared add up to the report's totals.
        const query = { groupIds: home.group.id, currency: String(Currency.PLN) };
        const byMember = await home.ownerClient.get<ReportMembers>('/reports/members', { query });
        const report = await home.ownerClient.get<Report>('/reports', { query });
        expect(byMember.status, JSON.stringify(byMember.body.errors)).toBe(200);
        const people = byMember.body.data.members;
        const column = (pick: (m: (typeof people)[number]) => number) =>
          people.reduce((sum, m) => sum + cents(pick(m)), 0);
        const { shared, unshared } = byMember.body.data;
        expect(column((m) => m.expenses.paid)).toBe(cents(shared.expenses));
        expect(column((m) => m.expenses.share)).toBe(cents(shared.expenses));
        expect(column((m) => m.income.received)).toBe(cents(shared.income));
        expect(column((m) => m.income.share)).toBe(cents(shared.income));
        const totals = report.body.data.totals;
        expect(cents(shared.expenses) + cents(unshared.expenses)).toBe(cents(totals.expenses));
        expect(cents(shared.income) + cents(unshared.income)).toBe(cents(totals.income));
        // The report's months add up to its totals, and each net is its income less expenses.
        const { months } = report.body.data;
        const monthly = (pick: (m: (typeof months)[number]) => number) =>
          months.reduce((sum, m) => sum + cents(pick(m)), 0);
        expect(monthly((m) => m.income)).toBe(cents(totals.income));
        expect(monthly((m) => m.expenses)).toBe(cents(totals.expenses));
        expect(cents(totals.net)).toBe(cents(totals.income) - cents(totals.expenses));
        for (const m of months) expect(cents(m.net)).toBe(cents(m.income) - cents(m.expenses));
      }),
      { numRuns: 6 },
    );
  });
});
