import { CSV_DATE_FORMATS, type CsvLayout, type CsvMapping } from '@budget/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ChoiceSelect, type Choice } from './choice-select.tsx';
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
const DATE_FORMATS = CSV_DATE_FORMATS.map((format) => ({ value: format, label: format }));

type ColumnKey = {
  [K in keyof CsvMapping]: K extends `${string}Column` ? K : never;
}[keyof CsvMapping];

/**
 * The mapping step of a CSV file (docs/decisions.md, 'Import'): its first rows as the server
 * split them, and every choice the server made, each adjustable. 'Apply' reads the file again
 * with the draft; the import uses the mapping of the preview on screen, and the group remembers
 * it for the bank's next file.
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
  const [draft, setDraft] = useState<CsvMapping>(layout.mapping);
  const set = <K extends keyof CsvMapping>(key: K, value: CsvMapping[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const columns: Choice<number>[] = layout.columns.map((title, index) => ({
    value: index,
    label: `${index + 1}: ${title}`,
  }));
  const optional: Choice<number | null>[] = [{ value: null, label: 'None' }, ...columns];
  const split = draft.amountColumn === null;
  const column = (key: ColumnKey, label: string, required = false) => (
    <ChoiceSelect<number | null>
      id={`csv-${key}`}
      label={label}
      value={draft[key]}
      choices={required ? columns : optional}
      onChange={(value) => set(key, value)}
    />
  );

  return (
    <section aria-labelledby="csv-mapping-title" className="grid gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <h3 id="csv-mapping-title" className="font-medium">
          Columns of the file
        </h3>
        <p className="text-sm text-muted-foreground">
          {layout.source === 'remembered'
            ? 'As this group imported a file with these columns before.'
            : layout.source === 'detected'
              ? 'Found from the file. Check them, change what is wrong and apply.'
              : 'As you set them.'}
        </p>
      </div>
      <CsvSampleTable layout={layout} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ChoiceSelect
          id="csv-delimiter"
          label="Separator"
          value={draft.delimiter}
          choices={DELIMITERS}
          onChange={(value) => set('delimiter', value)}
        />
        <ChoiceSelect
          id="csv-decimal"
          label="Decimal separator"
          value={draft.decimalSeparator}
          choices={DECIMALS}
          onChange={(value) => set('decimalSeparator', value)}
        />
        <ChoiceSelect
          id="csv-thousands"
          label="Thousands separator"
          value={draft.thousandsSeparator}
          choices={THOUSANDS}
          onChange={(value) => set('thousandsSeparator', value)}
        />
        <ChoiceSelect
          id="csv-date-format"
          label="Date format"
          value={draft.dateFormat}
          choices={DATE_FORMATS}
          onChange={(value) => set('dateFormat', value)}
        />
        <div className="grid gap-2">
          <Label htmlFor="csv-skip">Rows before the header</Label>
          <Input
            id="csv-skip"
            type="number"
            min={0}
            max={100}
            value={draft.skipLines}
            onChange={(event) =>
              set('skipLines', Math.min(100, Math.max(0, Math.trunc(Number(event.target.value)))))
            }
          />
        </div>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <Checkbox
            checked={draft.hasHeader}
            onCheckedChange={(on) => set('hasHeader', on === true)}
          />
          First row names the columns
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {column('dateColumn', 'Date', true)}
        {column('nameColumn', 'Name (payee)', true)}
        {column('descriptionColumn', 'Description')}
        <ChoiceSelect
          id="csv-amount-kind"
          label="Amount"
          value={split}
          choices={[
            { value: false, label: 'One column, signed' },
            { value: true, label: 'Debit and credit columns' },
          ]}
          onChange={(debitCredit) =>
            setDraft((current) => ({
              ...current,
              amountColumn: debitCredit ? null : (current.debitColumn ?? 0),
              debitColumn: debitCredit ? (current.amountColumn ?? 0) : null,
              creditColumn: null,
            }))
          }
        />
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
      <div className="flex justify-end">
        <Button variant="outline" onClick={() => onApply(draft)} disabled={pending}>
          {pending ? <Spinner /> : null}
          Apply to the preview
        </Button>
      </div>
    </section>
  );
}
