import type { Group } from '@budget/contract';
import { XIcon } from 'lucide-react';
import { memo, useId, type Ref } from 'react';
import { ALL_GROUPS, GroupSelect } from '@/components/group-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DEFAULT_FILTERS, hasFilters, type ListFilters } from '../list-filters.ts';
import { useFilterChanges } from '../hooks/use-filter-changes.ts';
import {
  AmountField,
  CategoriesField,
  ChoiceField,
  DateFields,
  FilterField,
  SearchField,
} from './filter-fields.tsx';

const SORTS = [
  ['date:desc', 'Newest first'],
  ['date:asc', 'Oldest first'],
  ['amount:desc', 'Largest amount first'],
  ['amount:asc', 'Smallest amount first'],
  ['name:asc', 'Name A to Z'],
  ['name:desc', 'Name Z to A'],
] as const;

const TYPES = [
  ['all', 'All types'],
  ['income', 'Incomes'],
  ['expense', 'Expenses'],
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
 * is: list-mode.tsx passes callbacks that keep their identity while the filters stay.
 */
export const TransactionFilters = memo(function TransactionFilters({
  groups,
  groupId,
  filters,
  onGroupChange,
  onChange,
  searchRef,
}: TransactionFiltersProps) {
  const id = useId();
  const set = useFilterChanges(filters, onChange);
  return (
    <div
      role="search"
      aria-label="Find transactions"
      className="grid gap-3 rounded-xl border bg-card p-4"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <SearchField
          id={`${id}-q`}
          value={filters.text}
          onChange={(text) => set({ text })}
          searchRef={searchRef}
        />
        <FilterField id={`${id}-group`} label="Group">
          <GroupSelect
            id={`${id}-group`}
            groups={groups}
            value={groupId ?? ALL_GROUPS}
            allLabel="All Groups"
            onChange={(next) => onGroupChange(next === ALL_GROUPS ? null : next)}
            className="w-full"
          />
        </FilterField>
        <ChoiceField
          id={`${id}-sort`}
          label="Sort"
          choices={SORTS}
          value={`${filters.sort}:${filters.order}`}
          onChange={(next) => set(sortOf(next))}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <DateFields id={id} filters={filters} onChange={set} />
        <ChoiceField
          id={`${id}-type`}
          label="Type"
          choices={TYPES}
          value={filters.type ?? 'all'}
          onChange={(next) => set({ type: next === 'all' ? null : (next as 'income' | 'expense') })}
        />
        <AmountField
          id={`${id}-min`}
          value={filters.minAmount}
          onChange={(minAmount) => set({ minAmount })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <CategoriesField
          id={`${id}-categories`}
          groups={groups}
          groupId={groupId}
          value={filters.categoryIds}
          onChange={(categoryIds) => set({ categoryIds })}
        />
        <Button
          variant="ghost"
          className="justify-self-start"
          disabled={!hasFilters(filters)}
          onClick={() =>
            set((last) => ({ ...DEFAULT_FILTERS, sort: last.sort, order: last.order }))
          }
        >
          <XIcon />
          Clear filters
        </Button>
      </div>
    </div>
  );
});
