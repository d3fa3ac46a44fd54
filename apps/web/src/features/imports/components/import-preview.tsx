import type { ImportPreview } from '@budget/contract';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableCellText,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import { formatMoney } from '@/lib/money.ts';

const FORMAT_NAMES: Record<ImportPreview['format'], string> = {
  csv: 'CSV',
  ofx: 'OFX',
  qif: 'QIF',
  camt053: 'CAMT.053',
  mt940: 'MT940',
};

/**
 * The rows as the server read them: each with its date, name, amount and what will happen to
 * it. A row that looks already present is skipped unless ticked; one that cannot be read says
 * why. The counts cover the whole file, the table its first rows needing a look and the rest.
 */
export function ImportPreviewTable({
  preview,
  ticked,
  onTick,
}: {
  preview: ImportPreview;
  ticked: ReadonlySet<number>;
  onTick: (line: number, on: boolean) => void;
}) {
  const { counts } = preview;
  return (
    <div className="grid gap-3">
      <p className="text-sm" data-testid="import-counts">
        {FORMAT_NAMES[preview.format]} file ({preview.encoding}). {counts.rows} rows:{' '}
        {counts.importable + ticked.size} to import, {counts.duplicates} already present
        {ticked.size > 0 ? ` (${ticked.size} imported anyway)` : ''}, {counts.errors} that cannot be
        read.
        {preview.rows.length < counts.rows ? ` The first ${preview.rows.length} are shown.` : ''}
      </p>
      <div className="max-h-[28rem] overflow-auto rounded-lg border">
        <Table aria-label="Rows of the file">
          <TableHeader className="sticky top-0 bg-card">
            <TableRow>
              <TableHead className="w-16">Line</TableHead>
              <TableHead>Date</TableHead>
              <TableHead>Name</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.rows.map((row) => (
              <TableRow key={row.line} data-state={row.error ? 'error' : undefined}>
                <TableCell className="tabular-nums">{row.line}</TableCell>
                <TableCell className="tabular-nums whitespace-nowrap">{row.date ?? '-'}</TableCell>
                <TableCell>
                  <TableCellText text={row.name} />
                </TableCell>
                <TableCell className="text-right tabular-nums whitespace-nowrap">
                  {row.amount === null || row.currency === null
                    ? '-'
                    : formatMoney(row.amount, row.currency)}
                </TableCell>
                <TableCell>
                  {row.error ? (
                    <span className="text-destructive">{row.error}</span>
                  ) : row.duplicate ? (
                    <label className="flex items-center gap-2">
                      <Checkbox
                        checked={ticked.has(row.line)}
                        onCheckedChange={(on) => onTick(row.line, on === true)}
                      />
                      Already present: import anyway
                    </label>
                  ) : (
                    <span className="text-muted-foreground">Will be imported</span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
