import { TransactionType, type Transaction } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { memberName } from '../../lib/member-name.ts';
import { toMinorUnits } from '../../lib/money.ts';
import { NOTIFICATION_TEXTS, formatMoney } from './notification-texts.ts';
import * as repository from './notifications.repository.ts';
import type { PushChannel } from './push-channel.ts';

/** A payment recorded with 'Record payment' (POST /groups/{groupId}/settlements). */
export interface RecordedPayment {
  transactionId: string;
  groupId: string;
  fromUserId: string;
  toUserId: string;
  /** Decimal, as the request carried it. */
  amount: number;
  currency: number;
}

/**
 * The notifications a group's money sends (docs/decisions.md, 'Push notifications'), each called
 * once the write has committed and returning at once: the names are read and the messages sent
 * in the background, through the one channel.
 */
export interface MoneyAlerts {
  /** Another member added an expense: everyone with a part of its split hears of it. */
  expenseAdded(actorId: string, transaction: Transaction): void;
  /** A payment to a member was recorded by someone else: they hear of it. */
  paymentRecorded(actorId: string, payment: RecordedPayment): void;
}

/** Each person's name as the group shows it (docs/decisions.md, 'Member names'). */
async function namesAndGroup(db: Kysely<Database>, groupId: string, userIds: string[]) {
  const [people, group] = await Promise.all([
    repository.namesOf(db, userIds),
    repository.groupName(db, groupId),
  ]);
  const names = new Map(people.map((person) => [person.id, memberName(person)]));
  return { names, group: group ?? '' };
}

export function createMoneyAlerts(db: Kysely<Database>, channel: PushChannel): MoneyAlerts {
  return {
    expenseAdded(actorId, transaction) {
      if (!channel.enabled || transaction.transactionType !== TransactionType.Expense) return;
      // Those the split gives a part of it; the author knows, and a Viewer outside the split
      // (as every default split leaves them) has nothing to hear.
      const shares = new Map(
        (transaction.split?.parts ?? [])
          .filter((part) => part.userId !== actorId && part.amount !== 0)
          .map((part) => [part.userId, Math.abs(toMinorUnits(part.amount))]),
      );
      if (shares.size === 0) return;
      channel.background('expense notification', async () => {
        const { names, group } = await namesAndGroup(db, transaction.groupId, [actorId]);
        const amount = Math.abs(toMinorUnits(transaction.amount));
        const audience = { userIds: [...shares.keys()], groupId: transaction.groupId };
        await channel.send(audience, (reader, userId) => {
          const texts = NOTIFICATION_TEXTS[reader.language];
          const money = (minor: number) => formatMoney(minor, transaction.currency, reader.locale);
          return {
            title: texts.expenseTitle(group),
            body: texts.expenseBody(
              names.get(actorId) ?? texts.someone,
              transaction.name,
              money(amount),
              money(shares.get(userId) ?? 0),
            ),
            url: `/transactions?groupId=${encodeURIComponent(transaction.groupId)}`,
            tag: `transaction-${transaction.id}`,
          };
        });
      });
    },

    paymentRecorded(actorId, payment) {
      if (!channel.enabled || payment.toUserId === actorId) return;
      channel.background('payment notification', async () => {
        const { fromUserId, groupId } = payment;
        const { names, group } = await namesAndGroup(db, groupId, [actorId, fromUserId]);
        await channel.send({ userIds: [payment.toUserId], groupId }, (reader) => {
          const texts = NOTIFICATION_TEXTS[reader.language];
          const name = (id: string) => names.get(id) ?? texts.someone;
          const amount = formatMoney(toMinorUnits(payment.amount), payment.currency, reader.locale);
          return {
            title: texts.paymentTitle(group),
            body: texts.paymentBody(
              name(fromUserId),
              amount,
              actorId === fromUserId ? null : name(actorId),
            ),
            url: `/balances?groupId=${encodeURIComponent(groupId)}`,
            tag: `transaction-${payment.transactionId}`,
          };
        });
      });
    },
  };
}
