import {
  CSV_DATE_FORMATS,
  csvMappingSchema,
  type CsvLayout,
  type CsvMapping,
} from '@budget/contract';
import type { ReactNode } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { CheckboxField, Form, FormField } from '@/components/ui/form.tsx';
import { FormItem } from '@/components/ui/form-item.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { ChoiceControl, type Choice } from './choice-select.tsx';
import { CsvSampleTable } from './csv-sample-table.tsx';

const DELIMITERS: Choice<CsvMapping['delimiter']>[] = [
  { value: ';', label: 'Semicolon ;' },
  { value: ',', label: 'Comma ,' },
  { value: '\t', label: 'Tab' },
  { value: '|', label: 'Vertical bar |' },
];
const DECIMALS: Choice<CsvMapping['decimalSeparator']>[] = [
  { value: '.', label: 'Point (1234.56)' },
  { value: ',', label: 'Comma (1234,56)' },
];
const THOUSANDS: Choice<CsvMapping['thousandsSeparator']>[] = [
  { value: '', label: 'None' },
  { value: ',', label: 'Comma (1,234)' },
  { value: '.', label: 'Point (1.234)' },
  { value: ' ', label: 'Space (1 234)' },
  { value: "'", label: "Apostrophe (1'234)" },
];
const AMOUNT_KINDS: Choice<boolean>[] = [
  { value: false, label: 'One column, signed' },
  { value: true, label: 'Debit and credit columns' },
];
const DATE_FORMATS = CSV_DATE_FORMATS.map((format) => ({ value: format, label: format }));

type ColumnKey = {
  [K in keyof CsvMapping]: K extends `${string}Column` ? K : never;
}[keyof CsvMapping];

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
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <ChoiceField control={control} name="delimiter" label="Separator" choices={DELIMITERS} />
      <ChoiceField
        control={control}
        name="decimalSeparator"
        label="Decimal separator"
        choices={DECIMALS}
      />
      <ChoiceField
        control={control}
        name="thousandsSeparator"
        label="Thousands separator"
        choices={THOUSANDS}
      />
      <ChoiceField control={control} name="dateFormat" label="Date format" choices={DATE_FORMATS} />
      <FormField
        control={control}
        name="skipLines"
        label="Rows before the header"
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
        label="First row names the columns"
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
  const [amountColumn, debitColumn] = useWatch({ control, name: ['amountColumn', 'debitColumn'] });
  const columns: Choice<number>[] = titles.map((title, index) => ({
    value: index,
    label: `${index + 1}: ${title}`,
  }));
  const optional: Choice<number | null>[] = [{ value: null, label: 'None' }, ...columns];
  const split = amountColumn === null;
  const column = (name: ColumnKey, label: string, required = false): ReactNode => (
    <ChoiceField
      control={control}
      name={name}
      label={label}
      choices={required ? columns : optional}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {column('dateColumn', 'Date', true)}
      {column('nameColumn', 'Name (payee)', true)}
      {column('descriptionColumn', 'Description')}
      <FormItem label="Amount" className="min-w-0">
        <ChoiceControl
          value={split}
          choices={AMOUNT_KINDS}
          onChange={(debitCredit) => {
            setValue('amountColumn', debitCredit ? null : (debitColumn ?? 0));
            setValue('debitColumn', debitCredit ? (amountColumn ?? 0) : null);
            setValue('creditColumn', null);
          }}
        />
      </FormItem>
      {split ? (
        <>
          {column('debitColumn', 'Debit (money out)')}
          {column('creditColumn', 'Credit (money in)')}
        </>
      ) : (
        column('amountColumn', 'Amount column', true)
      )}
      {column('currencyColumn', 'Currency')}
      {column('categoryColumn', 'Category')}
      {column('bankIdColumn', 'Transaction ID')}
    </div>
  );
}

/** Where the mapping on screen comes from. */
const SOURCE_NOTES: Record<CsvLayout['source'], string> = {
  remembered: 'As this group imported a file with these columns before.',
  detected: 'Found from the file. Check them, change what is wrong and apply.',
  request: 'As you set them.',
};

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
          Columns of the file
        </h3>
        <p className="text-sm text-muted-foreground">{SOURCE_NOTES[layout.source]}</p>
      </div>
      <CsvSampleTable layout={layout} />
      <CsvReadingFields control={form.control} />
      <CsvColumnFields control={form.control} setValue={form.setValue} titles={layout.columns} />
      <div className="flex justify-end">
        <Button type="submit" variant="outline" disabled={pending}>
          {pending ? <Spinner /> : null}
          Apply to the preview
        </Button>
      </div>
    </Form>
  );
}
