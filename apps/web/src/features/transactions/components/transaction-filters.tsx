import type { Group } from '@budget/contract';
import { SlidersHorizontalIcon, XIcon } from 'lucide-react';
import { memo, useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_GROUPS, GroupSelect } from '@/components/group-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import {
  DEFAULT_FILTERS,
  foldedFilterCount,
  hasFilters,
  type ListFilters,
} from '../list-filters.ts';
import { useFilterChanges } from '../hooks/use-filter-changes.ts';
import { AccountsField } from './account-filter.tsx';
import { TagsFilterField } from './tag-filter.tsx';
import { DateFields } from './date-filters.tsx';
import {
  AmountField,
  CategoriesField,
  ChoiceField,
  FilterField,
  SearchField,
} from './filter-fields.tsx';

/** Each choice with the key of its text. */
const SORTS = [
  ['date:desc', 'filters.newest'],
  ['date:asc', 'filters.oldest'],
  ['amount:desc', 'filters.largest'],
  ['amount:asc', 'filters.smallest'],
  ['name:asc', 'filters.nameAsc'],
  ['name:desc', 'filters.nameDesc'],
] as const;

const TYPES = [
  ['all', 'filters.allTypes'],
  ['income', 'filters.incomes'],
  ['expense', 'filters.expenses'],
] as const;

function sortOf(choice: string): Pick<ListFilters, 'sort' | 'order'> {
  const [sort, order] = choice.split(':') as [ListFilters['sort'], ListFilters['order']];
  return { sort, order };
}

interface TransactionFiltersProps {
  groups: Group[];
  groupId: string | null;
  filters: ListFilters;
  onGroupChange: (groupId: string | null) => void;
  onChange: (filters: ListFilters) => void;
  searchRef: Ref<HTMLInputElement>;
}

/**
 * The list's filter bar. Its selects are costly to draw (the Month select alone offers two years
 * of months), so it is drawn again only when its props change, not whenever the list around it
 * is: list-mode.tsx passes callbacks that keep their identity while the filters stay. On a phone
 * only the search box and the group are in view and the other filters fold behind a button that
 * counts those set (docs/decisions.md, 'Transactions on a phone'); they open by themselves when
 * the address sets one.
 */
export const TransactionFilters = memo(function TransactionFilters({
  groups,
  groupId,
  filters,
  onGroupChange,
  onChange,
  searchRef,
}: TransactionFiltersProps) {
  const { t } = useTranslation('transactions');
  const id = useId();
  const set = useFilterChanges(filters, onChange);
  const phone = useIsMobile();
  const folded = foldedFilterCount(filters);
  const [open, setOpen] = useState(folded > 0);
  const shown = !phone || open;
  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="grid gap-3 rounded-xl border bg-card p-4"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <SearchField
          id={`${id}-q`}
          value={filters.text}
          onChange={(text) => set({ text })}
          searchRef={searchRef}
        />
        <FilterField id={`${id}-group`} label={t('filters.group')}>
          <GroupSelect
            id={`${id}-group`}
            groups={groups}
            value={groupId ?? ALL_GROUPS}
            allLabel={t('filters.allGroups')}
            onChange={(next) => onGroupChange(next === ALL_GROUPS ? null : next)}
            className="w-full"
          />
        </FilterField>
        {phone ? (
          <Button
            variant="outline"
            className="self-end justify-self-start"
            aria-expanded={open}
            aria-controls={open ? `${id}-more` : undefined}
            onClick={() => setOpen((was) => !was)}
          >
            <SlidersHorizontalIcon />
            {folded > 0 ? t('filters.moreCount', { count: folded }) : t('filters.more')}
          </Button>
        ) : null}
        {shown ? (
          <ChoiceField
            id={`${id}-sort`}
            label={t('filters.sort')}
            choices={SORTS.map(([choice, key]) => [choice, t(key)] as const)}
            value={`${filters.sort}:${filters.order}`}
            onChange={(next) => set(sortOf(next))}
          />
        ) : null}
      </div>
      {shown ? (
        <FoldedFilters id={id} groups={groups} groupId={groupId} filters={filters} set={set} />
      ) : null}
    </div>
  );
});

interface FilterPartProps {
  id: string;
  groups: Group[];
  groupId: string | null;
  filters: ListFilters;
  set: ReturnType<typeof useFilterChanges>;
}

/** What a phone folds away below the first row: dates, type, amount and the chosen filters. */
function FoldedFilters({ id, groups, groupId, filters, set }: FilterPartProps) {
  const { t } = useTranslation('transactions');
  return (
    <div id={`${id}-more`} className="grid gap-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <DateFields id={id} filters={filters} onChange={set} />
        <ChoiceField
          id={`${id}-type`}
          label={t('filters.type')}
          choices={TYPES.map(([choice, key]) => [choice, t(key)] as const)}
          value={filters.type ?? 'all'}
          onChange={(next) => set({ type: next === 'all' ? null : (next as 'income' | 'expense') })}
        />
        <AmountField
          id={`${id}-min`}
          value={filters.minAmount}
          onChange={(minAmount) => set({ minAmount })}
        />
      </div>
      <ChosenFilters id={id} groups={groups} groupId={groupId} filters={filters} set={set} />
    </div>
  );
}

/** Categories, tags and accounts (any number of each), and Clear filters. */
function ChosenFilters({ id, groups, groupId, filters, set }: FilterPartProps) {
  const { t } = useTranslation('transactions');
  return (
    // Top-aligned, so the labels stay in a line when a field's chips take two; the button sits
    // beside the boxes' first line (under where a label would be).
    <div className="grid gap-3 sm:grid-cols-2 sm:items-start lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
      <CategoriesField
        id={`${id}-categories`}
        groups={groups}
        groupId={groupId}
        value={filters.categoryIds}
        onChange={(categoryIds) => set({ categoryIds })}
      />
      <TagsFilterField
        id={`${id}-tags`}
        groups={groups}
        groupId={groupId}
        value={filters.tagIds}
        onChange={(tagIds) => set({ tagIds })}
      />
      <AccountsField
        id={`${id}-accounts`}
        groups={groups}
        groupId={groupId}
        value={filters.moneyAccountIds}
        onChange={(moneyAccountIds) => set({ moneyAccountIds })}
      />
      <Button
        variant="ghost"
        className="justify-self-start sm:mt-[1.625rem]"
        disabled={!hasFilters(filters)}
        onClick={() => set((last) => ({ ...DEFAULT_FILTERS, sort: last.sort, order: last.order }))}
      >
        <XIcon />
        {t('filters.clear')}
      </Button>
    </div>
  );
}
