import { currencyCode } from '@budget/contract';
import { SearchIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '@/components/multi-select.tsx';
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
import { usePreferences } from '@/lib/preferences/use-preferences.ts';
import { isAmountText } from '../list-filters.ts';
import { useSettledText } from '../hooks/use-settled-text.ts';
import type { GroupIdsFilterProps } from './filter-props.ts';

// One column that may shrink below a select's text (a long group name), which then truncates
// instead of pushing the select over its neighbour on a phone; packed at the top, so a field that
// grows (the amount's reason under its box) moves no other field's box.
const FIELD = 'grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-1.5';

const validAmount = (text: string) => text === '' || isAmountText(text);

/** A filter's label above its control. */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  /** Its place in the filters' grid. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${FIELD} ${className}` : FIELD}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** Search in names and descriptions, sent once typing pauses. */
export function SearchField({
  id,
  value,
  onChange,
  searchRef,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  searchRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('transactions');
  const [text, setText] = useSettledText(value, onChange);
  return (
    <FilterField id={id} label={t('filters.search')} className="col-span-2 md:col-span-1">
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          ref={searchRef}
          type="search"
          className="pl-8"
          placeholder={t('filters.searchPlaceholder')}
          aria-keyshortcuts="/"
          maxLength={200}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </FilterField>
  );
}

/**
 * The least amount, sent once typing pauses and the text reads as an amount. It is in the display
 * currency, as the cards' totals are: the server compares every transaction's amount converted
 * into it (docs/decisions.md, 'Finding transactions').
 */
export function AmountField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (minAmount: string) => void;
}) {
  const { t } = useTranslation('transactions');
  const [min, setMin] = useSettledText(value, onChange, validAmount);
  const code = currencyCode(usePreferences().displayCurrency);
  // A red box alone does not say why the filter is not applied: the rule is written under it.
  const invalid = !validAmount(min.trim());
  return (
    <FilterField id={id} label={t('filters.amount')}>
      <div className="relative">
        <Input
          id={id}
          inputMode="decimal"
          className="pr-12"
          placeholder={t('filters.amountPlaceholder')}
          value={min}
          aria-describedby={invalid ? `${id}-currency ${id}-problem` : `${id}-currency`}
          aria-invalid={invalid || undefined}
          onChange={(event) => setMin(event.target.value)}
        />
        <span
          id={`${id}-currency`}
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground"
        >
          {code}
        </span>
      </div>
      {invalid ? (
        <p id={`${id}-problem`} className="text-sm text-destructive">
          {t('filters.amountInvalid')}
        </p>
      ) : null}
    </FilterField>
  );
}

/** A labelled select of fixed choices, each a [value, label] pair. */
export function ChoiceField({
  id,
  label,
  choices,
  value,
  onChange,
}: {
  id: string;
  label: string;
  choices: readonly (readonly [string, string])[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterField id={id} label={label}>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map(([choice, text]) => (
            <SelectItem key={choice} value={choice}>
              {text}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FilterField>
  );
}

/** The categories of the filter's group (of all groups when none), any number of them. */
export function CategoriesField({ id, groups, groupId, value, onChange }: GroupIdsFilterProps) {
  const { t } = useTranslation('transactions');
  const categories = useCategoriesQuery(groupId ? [groupId] : []);
  const options = (categories.data ?? []).map((category) => ({
    value: category.id,
    label:
      groupId || groups.length < 2 ? category.name : `${category.name} (${category.group.name})`,
  }));
  return (
    <FilterField id={id} label={t('filters.categories')}>
      <MultiSelect
        id={id}
        options={options}
        value={value}
        onChange={onChange}
        placeholder={t(categories.isPending ? 'filters.loadingCategories' : 'filters.anyCategory')}
        chosenLabel={t('filters.chosenCategories')}
      />
    </FilterField>
  );
}
