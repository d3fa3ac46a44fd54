import {
  CSV_DATE_FORMATS,
  csvMappingSchema,
  type CsvLayout,
  type CsvMapping,
} from '@budget/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { CheckboxField, Form, FormField } from '@/components/ui/form.tsx';
import { FormItem } from '@/components/ui/form-item.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { ChoiceControl, type Choice } from './choice-select.tsx';
import { CsvSampleTable } from './csv-sample-table.tsx';

/** The mapping's fields that choose how the file is read, each named as its label's key. */
const READING_CHOICES = [
  'delimiter',
  'decimalSeparator',
  'thousandsSeparator',
  'dateFormat',
] as const;
type ReadingChoice = (typeof READING_CHOICES)[number];

/** The separators' and date formats' choices, in the language shown. */
function readingChoices(t: TFunction<'imports'>): {
  [Name in ReadingChoice]: readonly Choice<CsvMapping[Name]>[];
} {
  return {
    delimiter: [
      { value: ';', label: t('mapping.semicolon') },
      { value: ',', label: t('mapping.comma') },
      { value: '\t', label: t('mapping.tab') },
      { value: '|', label: t('mapping.bar') },
    ],
    decimalSeparator: [
      { value: '.', label: t('mapping.decimalPoint') },
      { value: ',', label: t('mapping.decimalComma') },
    ],
    thousandsSeparator: [
      { value: '', label: t('mapping.none') },
      { value: ',', label: t('mapping.thousandsComma') },
      { value: '.', label: t('mapping.thousandsPoint') },
      { value: ' ', label: t('mapping.thousandsSpace') },
      { value: "'", label: t('mapping.thousandsApostrophe') },
    ],
    dateFormat: CSV_DATE_FORMATS.map((format) => ({ value: format, label: format })),
  };
}

type ColumnKey = {
  [K in keyof CsvMapping]: K extends `${string}Column` ? K : never;
}[keyof CsvMapping];

/** The columns every file must have. */
const REQUIRED_COLUMNS: ReadonlySet<ColumnKey> = new Set([
  'dateColumn',
  'nameColumn',
  'amountColumn',
]);

/** One choice of the mapping, as a field of the form. */
function ChoiceField<Name extends keyof CsvMapping>(props: {
  control: Control<CsvMapping>;
  name: Name;
  label: string;
  choices: readonly Choice<CsvMapping[Name]>[];
}) {
  return (
    <FormField
      control={props.control}
      name={props.name}
      label={props.label}
      className="min-w-0"
      render={(field) => <ChoiceControl {...field} choices={props.choices} />}
    />
  );
}

const clampSkip = (text: string) => Math.min(100, Math.max(0, Math.trunc(Number(text))));

/** How the file is read: separators, date format, the rows before the header and the header. */
function CsvReadingFields({ control }: { control: Control<CsvMapping> }) {
  const { t } = useTranslation('imports');
  const choices = readingChoices(t);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {READING_CHOICES.map((name) => (
        <ChoiceField
          key={name}
          control={control}
          name={name}
          label={t(`mapping.${name}`)}
          choices={choices[name]}
        />
      ))}
      <FormField
        control={control}
        name="skipLines"
        label={t('mapping.skipLines')}
        render={({ fieldRef, ...field }) => (
          <Input
            {...field}
            ref={fieldRef}
            type="number"
            min={0}
            max={100}
            onChange={(event) => field.onChange(clampSkip(event.target.value))}
          />
        )}
      />
      <CheckboxField
        control={control}
        name="hasHeader"
        label={t('mapping.hasHeader')}
        className="self-end pb-2"
      />
    </div>
  );
}

/**
 * Which of the file's columns (`titles`) holds what; the amount in one signed column, or in a
 * debit and a credit column.
 */
function CsvColumnFields({
  control,
  setValue,
  titles,
}: {
  control: Control<CsvMapping>;
  setValue: UseFormSetValue<CsvMapping>;
  titles: readonly string[];
}) {
  const { t } = useTranslation('imports');
  const [amountColumn, debitColumn] = useWatch({ control, name: ['amountColumn', 'debitColumn'] });
  const columns: Choice<number>[] = titles.map((title, index) => ({
    value: index,
    label: `${index + 1}: ${title}`,
  }));
  const optional: Choice<number | null>[] = [{ value: null, label: t('mapping.none') }, ...columns];
  const split = amountColumn === null;
  const column = (name: ColumnKey): ReactNode => (
    <ChoiceField
      key={name}
      control={control}
      name={name}
      label={t(`mapping.${name}`)}
      choices={REQUIRED_COLUMNS.has(name) ? columns : optional}
    />
  );
  const [date, name, description, debit, credit, amount, currency, category, bankId] = (
    [
      'dateColumn',
      'nameColumn',
      'descriptionColumn',
      'debitColumn',
      'creditColumn',
      'amountColumn',
      'currencyColumn',
      'categoryColumn',
      'bankIdColumn',
    ] as const
  ).map(column);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {date}
      {name}
      {description}
      <FormItem label={t('mapping.amount')} className="min-w-0">
        <ChoiceControl
          value={split}
          choices={[
            { value: false, label: t('mapping.signed') },
            { value: true, label: t('mapping.debitCredit') },
          ]}
          onChange={(debitCredit) => {
            setValue('amountColumn', debitCredit ? null : (debitColumn ?? 0));
            setValue('debitColumn', debitCredit ? (amountColumn ?? 0) : null);
            setValue('creditColumn', null);
          }}
        />
      </FormItem>
      {split ? (
        <>
          {debit}
          {credit}
        </>
      ) : (
        amount
      )}
      {currency}
      {category}
      {bankId}
    </div>
  );
}

/** Where the mapping on screen comes from. */
const SOURCE_NOTES = {
  remembered: 'mapping.remembered',
  detected: 'mapping.detected',
  request: 'mapping.request',
} as const satisfies Record<CsvLayout['source'], string>;

/**
 * The mapping step of a CSV file (docs/decisions.md, 'Import'): its first rows as the server
 * split them, and every choice the server made, each adjustable and checked by the contract's
 * rules. 'Apply' reads the file again with the draft; the import uses the mapping of the preview
 * on screen, and the group remembers it for the bank's next file.
 */
export function CsvMappingForm({
  layout,
  pending,
  onApply,
}: {
  layout: CsvLayout;
  pending: boolean;
  onApply: (mapping: CsvMapping) => void;
}) {
  const { t } = useTranslation('imports');
  const form = useAppForm({ schema: csvMappingSchema, defaultValues: layout.mapping });
  return (
    <Form
      form={form}
      onSubmit={onApply}
      aria-labelledby="csv-mapping-title"
      className="grid gap-4 rounded-lg border p-4"
    >
      <div className="grid gap-1">
        <h3 id="csv-mapping-title" className="font-medium">
          {t('mapping.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t(SOURCE_NOTES[layout.source])}</p>
      </div>
      <CsvSampleTable layout={layout} />
      <CsvReadingFields control={form.control} />
      <CsvColumnFields control={form.control} setValue={form.setValue} titles={layout.columns} />
      <div className="flex justify-end">
        <Button type="submit" variant="outline" disabled={pending}>
          {pending ? <Spinner /> : null}
          {t('mapping.apply')}
        </Button>
      </div>
    </Form>
  );
}
