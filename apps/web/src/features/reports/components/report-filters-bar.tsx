import { useTranslation } from 'react-i18next';
import type { Group } from '@budget/contract';
import { memo, useId, type ReactNode } from 'react';
import { CurrencySelect } from '@/components/currency-select.tsx';
import { ALL_GROUPS, GroupSelect } from '@/components/group-select.tsx';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import {
  DATE_PRESETS,
  isDatePreset,
  type DatePreset,
  type ReportFilters,
} from '../report-filters.ts';
import { CustomRangeFields } from './custom-range-fields.tsx';

/**
 * Group, date range (a preset, or two dates) and display currency. Every change goes into the
 * address at once and the report follows it. Its selects draw every option (Radix Select keeps
 * them for the closed select's value), so it is drawn again only when its own props change
 * (memo), not when the report's data arrives.
 */
export const ReportFiltersBar = memo(function ReportFiltersBar({
  groups,
  groupId,
  filters,
  currency,
  onChange,
  onPresetChange,
}: {
  groups: readonly Group[];
  /** The filters' group if the user is in it, else null (all groups). */
  groupId: string | null;
  filters: ReportFilters;
  /** The currency shown: the filters' own or the user's display currency. */
  currency: number;
  onChange: (filters: ReportFilters) => void;
  onPresetChange: (preset: DatePreset) => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <section aria-label={t('filters.label')} className="grid gap-4 rounded-xl border bg-card p-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('filters.group')}>
          {(id) => (
            <GroupSelect
              id={id}
              groups={groups}
              value={groupId ?? ALL_GROUPS}
              allLabel={t('filters.allGroups')}
              onChange={(next) =>
                onChange({ ...filters, groupId: next === ALL_GROUPS ? null : next })
              }
            />
          )}
        </Field>
        <Field label={t('filters.range')}>
          {(id) => (
            <Select
              value={filters.preset}
              onValueChange={(next) => {
                if (isDatePreset(next)) onPresetChange(next);
              }}
            >
              <SelectTrigger id={id}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {DATE_PRESETS.map((preset) => (
                  <SelectItem key={preset.value} value={preset.value}>
                    {t(preset.label)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <Field label={t('filters.currency')}>
          {(id) => (
            <CurrencySelect
              id={id}
              value={currency}
              onChange={(next) => {
                if (next !== undefined) onChange({ ...filters, currency: next });
              }}
            />
          )}
        </Field>
      </div>
      {filters.preset === 'custom' ? (
        <CustomRangeFields
          from={filters.from}
          to={filters.to}
          onChange={(from, to) => onChange({ ...filters, from, to })}
        />
      ) : null}
    </section>
  );
});

/** A label above its control; the control gets the id the label points at. */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}
