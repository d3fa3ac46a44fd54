import type { Group, GroupMember, MoneyAccount } from '@budget/contract';
import type { ReactNode } from 'react';
import type { Control, FieldErrors, UseFormClearErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as Fields from '@/components/form-fields.tsx';
import { MoneyAccountSelect } from '@/components/money-account-select.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import { cn } from '@/lib/utils.ts';
import type { TransactionFormInput, TransactionFormOutput } from '../schemas.ts';
import { CategoryPartsFields } from './category-parts-fields.tsx';
import { TransactionTypeSelect } from './form-selects.tsx';
import { MoreDetails } from './more-details.tsx';
import { RecurrenceFields } from './recurrence-fields.tsx';
import { SharingFields } from './sharing-fields.tsx';
import { TagsField } from './tags-field.tsx';
import { TransactionDateField } from './transaction-date-field.tsx';

export interface TransactionFieldsProps {
  /** 'full': the product's order (edit); 'quick': the quick-add form (docs/decisions.md). */
  layout: 'full' | 'quick';
  control: Control<TransactionFormInput, unknown, TransactionFormOutput>;
  clearErrors: UseFormClearErrors<TransactionFormInput>;
  errors: FieldErrors<TransactionFormInput>;
  groups: Group[];
  groupId: string;
  groupPlaceholder: string;
  onGroupChanged: (groupId: string) => void;
  /** The chosen group's members: 'Paid by' and 'Split' show for two or more. */
  members: readonly GroupMember[];
  /** The chosen group's accounts on offer: 'Money account' shows for two or more. */
  accounts: readonly MoneyAccount[];
  /** The chosen account when it is the household's common money: no payer, no split. */
  commonAccount: MoneyAccount | null;
  knownCategoryLabels?: Readonly<Record<string, string>>;
  knownTagLabels?: Readonly<Record<string, string>>;
  noSplitLabel: string;
  /** On edit: the option that shares it by the group's default again. */
  groupDefaultLabel?: string;
  /** The quick layout's 'Attachments', kept under 'More details' so a phone's form fits. */
  attachments?: ReactNode;
}

/** What most quick adds leave alone, behind 'More details'. */
const DETAILS = ['description', 'categoryIds', 'tagIds', 'recurringPeriod', 'endDate'] as const;

/**
 * Two fields side by side at every width (the split's rows below them, across both). Each field's
 * column may not grow past its half: a long choice ('PLN - Polish Zloty') is cut short instead.
 */
function Pair({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'grid min-w-0 grid-cols-2 items-start gap-3 sm:gap-5 [&>div]:grid-cols-1 [&>fieldset]:col-span-2',
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * Paid by and Split: a choice too long for its half of a phone's row (Polish 'Domyślny dla
 * grupy', a long name) takes a second line in its box rather than being cut, as which split or
 * payer it is cannot be guessed from its start. The box grows by a few pixels only then.
 */
const WHOLE_CHOICES = cn(
  '[&_[role=combobox]]:h-auto [&_[role=combobox]]:min-h-10 [&_[role=combobox]]:py-1',
  '[&_[role=combobox]]:text-left [&_[role=combobox]]:leading-tight [&_[role=combobox]]:whitespace-normal',
  '[&_[role=combobox]_.truncate]:line-clamp-2 [&_[role=combobox]_.truncate]:whitespace-normal [&_[role=combobox]_.truncate]:wrap-anywhere',
);

/** Each field of the form, drawn for the layout (a quick one focuses the value, not the name). */
function useFieldParts(props: TransactionFieldsProps) {
  const { control } = props;
  const quick = props.layout === 'quick';
  const { t } = useTranslation('transactions');
  const wide = quick ? undefined : 'sm:col-span-2';
  return {
    type: (
      <FormField
        control={control}
        name="transactionType"
        label={t('form.type')}
        render={(field) => <TransactionTypeSelect {...field} />}
      />
    ),
    name: (
      <Fields.NameField
        control={control}
        placeholder={t('form.namePlaceholder')}
        autoFocus={!quick}
      />
    ),
    description: <Fields.DescriptionField control={control} rows={2} className={wide} />,
    group: (
      <Fields.GroupField
        control={control}
        groups={props.groups}
        placeholder={props.groupPlaceholder}
        onChanged={props.onGroupChanged}
      />
    ),
    categories: (
      <Fields.CategoriesField
        control={control}
        groupId={props.groupId}
        knownLabels={props.knownCategoryLabels}
      />
    ),
    parts: (
      <CategoryPartsFields
        control={control}
        clearErrors={props.clearErrors}
        errors={props.errors}
        groupId={props.groupId}
        knownLabels={props.knownCategoryLabels}
      />
    ),
    tags: (
      <TagsField control={control} groupId={props.groupId} knownLabels={props.knownTagLabels} />
    ),
    date: <TransactionDateField control={control} accounts={props.accounts} className={wide} />,
    money: <Fields.MoneyFields control={control} autoFocus={quick} />,
    account:
      props.accounts.length > 1 ? (
        <FormField
          control={control}
          name="moneyAccountId"
          label={t('form.moneyAccount')}
          render={(field) => (
            <MoneyAccountSelect
              {...field}
              accounts={props.accounts}
              placeholder={t('form.moneyAccountPlaceholder')}
            />
          )}
        />
      ) : null,
    recurrence: <RecurrenceFields control={control} />,
    sharing: sharingPart(props),
  };
}

/** Who paid and how it is split; nothing to share with one member. */
function sharingPart(props: TransactionFieldsProps) {
  if (props.members.length <= 1) return null;
  if (props.commonAccount) {
    // Across both columns of the full form; the quick one has one column, which a span of two
    // would split into two (CSS grid adds the column it spans).
    const wide = props.layout === 'quick' ? undefined : 'sm:col-span-2';
    return <CommonMoneyNote account={props.commonAccount} className={wide} />;
  }
  return (
    <SharingFields
      control={props.control}
      clearErrors={props.clearErrors}
      errors={props.errors}
      members={props.members}
      noSplitLabel={props.noSplitLabel}
      groupDefaultLabel={props.groupDefaultLabel}
    />
  );
}

/** In place of 'Paid by' and 'Split': why an entry in common money has neither. */
function CommonMoneyNote({ account, className }: { account: MoneyAccount; className?: string }) {
  const { t } = useTranslation('transactions');
  return (
    <p className={cn('text-sm text-muted-foreground', className)} data-testid="common-money-note">
      {t('form.commonMoney', { account: account.name })}
    </p>
  );
}

/**
 * The transaction form's fields. Full: Transaction Type, Name, Description (optional), Group,
 * Money account (in a group of two or more open accounts), Categories (optional), Date, Value,
 * Currency; then the parts per category (two or more chosen); then Repeats and Ends; then, in a group of two or more members, Paid by and Split.
 * Quick: Value and Currency first (the value focused), Name, Type and Group, Money account,
 * Date, Paid by and Split; the rest under 'More details', closed on phones.
 */
export function TransactionFields(props: TransactionFieldsProps) {
  const part = useFieldParts(props);
  const isMobile = useIsMobile();
  if (props.layout === 'full') {
    return (
      <>
        {part.type}
        {part.name}
        {part.description}
        {part.group}
        {part.account}
        {part.categories}
        {part.tags}
        {part.date}
        {part.money}
        {part.parts}
        {part.recurrence}
        {part.sharing}
      </>
    );
  }
  return (
    <>
      <Pair>{part.money}</Pair>
      {part.name}
      <Pair>
        {part.type}
        {part.group}
      </Pair>
      {part.account}
      {part.date}
      {part.sharing && !props.commonAccount ? (
        <Pair className={WHOLE_CHOICES}>{part.sharing}</Pair>
      ) : (
        part.sharing
      )}
      {/* Open where the screen has room for it all. */}
      <MoreDetails names={DETAILS} defaultOpen={!isMobile}>
        {part.description}
        {part.categories}
        {part.parts}
        {part.tags}
        <Pair>{part.recurrence}</Pair>
        {props.attachments}
      </MoreDetails>
    </>
  );
}
