import type { Group } from '@budget/contract';
import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, type Ref } from 'react';
import { ALL_GROUPS, GroupSelect } from '@/components/group-select.tsx';
import { MultiSelect } from '@/components/multi-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { useCategoriesQuery } from '@/lib/api/get-categories.ts';
import { DEFAULT_FILTERS, hasFilters, isAmountText, type ListFilters } from '../list-filters.ts';
import { useSettledText } from '../hooks/use-settled-text.ts';
import { MonthPick } from './month-pick.tsx';

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

const validAmount = (text: string) => text === '' || isAmountText(text);

export function TransactionFilters({
  groups,
  groupId,
  filters,
  onGroupChange,
  onChange,
  searchRef,
}: {
  groups: Group[];
  groupId: string | null;
  filters: ListFilters;
  onGroupChange: (groupId: string | null) => void;
  onChange: (filters: ListFilters) => void;
  searchRef: Ref<HTMLInputElement>;
}) {
  const id = useId();
  // Two changes can land before the address re-renders this (a typed amount settling as a sort
  // is picked): each builds on the last one sent, not on the props of the render it came from.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const set = (change: Partial<ListFilters>) => {
    latest.current = { ...latest.current, ...change };
    onChange(latest.current);
  };
  const [text, setText] = useSettledText(filters.text, (next) => set({ text: next }));
  const [min, setMin] = useSettledText(
    filters.minAmount,
    (next) => set({ minAmount: next }),
    validAmount,
  );
  const categories = useCategoriesQuery(groupId ? [groupId] : []);
  const options = (categories.data ?? []).map((category) => ({
    value: category.id,
    label:
      groupId || groups.length < 2 ? category.name : `${category.name} (${category.group.name})`,
  }));
  // One column that may shrink below a select's text (a long group name), which then truncates
  // instead of pushing the select over its neighbour on a phone.
  const field = 'grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1.5';

  return (
    <div
      role="search"
      aria-label="Find transactions"
      className="grid gap-3 rounded-xl border bg-card p-4"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className={`${field} col-span-2 md:col-span-1`}>
          <Label htmlFor={`${id}-q`}>Search</Label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={`${id}-q`}
              ref={searchRef}
              type="search"
              className="pl-8"
              placeholder="Name or description"
              aria-keyshortcuts="/"
              maxLength={200}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
        <div className={field}>
          <Label htmlFor={`${id}-group`}>Group</Label>
          <GroupSelect
            id={`${id}-group`}
            groups={groups}
            value={groupId ?? ALL_GROUPS}
            allLabel="All Groups"
            onChange={(next) => onGroupChange(next === ALL_GROUPS ? null : next)}
            className="w-full"
          />
        </div>
        <div className={field}>
          <Label htmlFor={`${id}-sort`}>Sort</Label>
          <Select
            value={`${filters.sort}:${filters.order}`}
            onValueChange={(next) => {
              const [sort, order] = next.split(':') as [ListFilters['sort'], ListFilters['order']];
              set({ sort, order });
            }}
          >
            <SelectTrigger id={`${id}-sort`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SORTS.map(([value, label]) => (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <div className={`${field} col-span-2 lg:col-span-1`}>
          <Label htmlFor={`${id}-month`}>Month</Label>
          <MonthPick
            id={`${id}-month`}
            from={filters.from}
            to={filters.to}
            onChange={(range) => set(range)}
          />
        </div>
        <div className={field}>
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
        </div>
        <div className={field}>
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </div>
        <div className={field}>
          <Label htmlFor={`${id}-type`}>Type</Label>
          <Select
            value={filters.type ?? 'all'}
            onValueChange={(next) =>
              set({ type: next === 'all' ? null : (next as 'income' | 'expense') })
            }
          >
            <SelectTrigger id={`${id}-type`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TYPES.map(([value, label]) => (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className={field}>
          <Label htmlFor={`${id}-min`}>Amount at least</Label>
          <Input
            id={`${id}-min`}
            inputMode="decimal"
            placeholder="e.g. 40"
            value={min}
            aria-invalid={!validAmount(min.trim()) || undefined}
            onChange={(event) => setMin(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <div className={field}>
          <Label htmlFor={`${id}-categories`}>Categories</Label>
          <MultiSelect
            id={`${id}-categories`}
            options={options}
            value={filters.categoryIds}
            onChange={(next) => set({ categoryIds: next })}
            placeholder={categories.isPending ? 'Loading categories...' : 'Any category'}
            chosenLabel="Chosen categories"
          />
        </div>
        <Button
          variant="ghost"
          className="justify-self-start"
          disabled={!hasFilters(filters)}
          onClick={() =>
            set({ ...DEFAULT_FILTERS, sort: latest.current.sort, order: latest.current.order })
          }
        >
          <XIcon />
          Clear filters
        </Button>
      </div>
    </div>
  );
}
