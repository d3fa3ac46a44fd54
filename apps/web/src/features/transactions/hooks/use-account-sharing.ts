import { MemberRole, type GroupMember, type MoneyAccount } from '@budget/contract';
import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useSession } from '@/lib/session/use-session.ts';
import type { TransactionFormInput, TransactionFormOutput } from '../schemas.ts';
import { sharingToSend, type SharingDirt } from '../sharing.ts';

type FormParts = Pick<
  UseFormReturn<TransactionFormInput, unknown, TransactionFormOutput>,
  'control' | 'getValues' | 'setValue'
>;

/**
 * Who pays from the chosen account and whether anyone does (docs/decisions.md, 'Money
 * accounts'): the household's common money has no payer and no split; a new entry, or one moved
 * out of common money, is paid by the account's holder when they pay in the group ('Anna's
 * card'), else by the one who enters it, until the user names another. `keepAccountId`: the
 * edited entry's account (none for an add).
 */
export function useAccountSharing(
  { control, getValues, setValue }: FormParts,
  accounts: readonly MoneyAccount[],
  members: readonly GroupMember[],
  keepAccountId: string | undefined,
) {
  const isNew = keepAccountId === undefined;
  const userId = useSession().user?.id ?? '';
  const moneyAccountId = useWatch({ control, name: 'moneyAccountId' });
  const chosen =
    accounts.find((account) => account.id === moneyAccountId) ??
    (accounts.length === 1 ? accounts[0] : undefined);
  const commonAccount = chosen?.commonMoney ? chosen : null;
  const leavesCommon =
    commonAccount === null &&
    accounts.some((account) => account.id === keepAccountId && account.commonMoney);
  const holder = chosen?.ownerUserId ?? null;
  const holderPays = members.some(
    (member) => member.userId === holder && member.role !== MemberRole.Viewer,
  );
  const payer = holderPays && holder !== null ? holder : userId;
  const setsPayer = commonAccount === null && (isNew || leavesCommon);
  useEffect(() => {
    if (setsPayer && payer !== '' && getValues('paidBy') !== payer) setValue('paidBy', payer);
  }, [setsPayer, payer, getValues, setValue]);
  /** What the form sends of payer and split, or why it cannot (sharing.ts' sharingToSend). */
  const sharingOf = (values: TransactionFormOutput, dirty: SharingDirt & { paidBy?: unknown }) => {
    // The household's common money is nobody's to pay from: nothing to share is sent.
    const shared = members.length > 1 && commonAccount === null;
    const memberIds = shared ? members.map((member) => member.userId) : [];
    // An add names its payer when the server would take another: its default is `payer` too.
    const named = isNew && values.paidBy !== payer;
    return sharingToSend(values, named ? { ...dirty, paidBy: true } : dirty, memberIds);
  };
  return { commonAccount, leavesCommon, sharingOf };
}
