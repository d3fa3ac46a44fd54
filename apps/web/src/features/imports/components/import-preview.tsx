import { isAppExportFormat, type AppExportFormat, type ImportPreview } from '@budget/contract';
import { useTranslation } from 'react-i18next';
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
import { useIsMobile } from '@/hooks/use-media-query.ts';
import { formatMoney } from '@/lib/money.ts';
import { formatDay } from '@/lib/format-date.ts';
import { translateMessage } from '@/lib/i18n/i18n.ts';
import { ImportWarnings } from './import-warnings.tsx';
import { RowSuggestion, type SuggestionChoices } from './row-suggestion.tsx';

type PreviewRow = ImportPreview['rows'][number];

const amountOf = (row: PreviewRow) =>
  row.amount === null || row.currency === null ? '-' : formatMoney(row.amount, row.currency);

/** What will happen to a row: why it cannot be read, a duplicate to tick, or imported. */
function RowStatus({
  row,
  ticked,
  onTick,
}: {
  row: PreviewRow;
  ticked: ReadonlySet<number>;
  onTick: (line: number, on: boolean) => void;
}) {
  const { t } = useTranslation('imports');
  if (row.error) return <span className="text-destructive">{translateMessage(row.error)}</span>;
  if (!row.duplicate) {
    return <span className="text-muted-foreground">{t('preview.willImport')}</span>;
  }
  return (
    <label className="flex items-center gap-2">
      <Checkbox
        checked={ticked.has(row.line)}
        onCheckedChange={(on) => onTick(row.line, on === true)}
      />
      {row.enteredAs
        ? t('preview.entered', { name: row.enteredAs.name, date: formatDay(row.enteredAs.date) })
        : t('preview.duplicate')}
    </label>
  );
}

/** The title and the bank's other words under the payee, so the user sees what the row is for. */
function RowDescription({ row }: { row: PreviewRow }) {
  if (!row.description) return null;
  return (
    <span className="block max-w-80 truncate text-xs text-muted-foreground" title={row.description}>
      {row.description}
    </span>
  );
}

interface RowChoices {
  ticked: ReadonlySet<number>;
  onTick: (line: number, on: boolean) => void;
  unruled: ReadonlySet<number>;
  onApplyRules: (line: number, on: boolean) => void;
  suggestions: SuggestionChoices;
}

/**
 * The rules that match the row, and its new name when one renames it, with a box to import the
 * row as the file has it instead (docs/decisions.md, 'Rules').
 */
function RowRules({ row, unruled, onApplyRules }: { row: PreviewRow } & RowChoices) {
  const { t } = useTranslation('imports');
  if (!row.rules || row.error) return null;
  const names = row.rules.matched.map((rule) => rule.name).join(', ');
  const renamed = row.rules.name?.value;
  return (
    <label className="flex items-center gap-2 text-xs text-muted-foreground">
      <Checkbox
        checked={!unruled.has(row.line)}
        onCheckedChange={(on) => onApplyRules(row.line, on === true)}
      />
      <span className="wrap-anywhere">
        {t('preview.rules', { rules: names })}
        {renamed ? ` ${t('preview.renamed', { name: renamed })}` : ''}
      </span>
    </label>
  );
}

/** A phone's rows, each as a block (see ImportPreviewTable). */
function PreviewList({ preview, ...choices }: { preview: ImportPreview } & RowChoices) {
  const { t } = useTranslation('imports');
  return (
    <ul aria-label={t('preview.rowsLabel')} className="divide-y">
      {preview.rows.map((row) => (
        <li key={row.line} className="grid gap-1 p-3 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="grid min-w-0">
              <span className="truncate font-medium" title={row.name}>
                {row.name || '-'}
              </span>
              <RowDescription row={row} />
            </span>
            <span className="tabular-nums whitespace-nowrap">{amountOf(row)}</span>
          </div>
          <span className="text-xs text-muted-foreground tabular-nums">
            {t('preview.line', { line: row.line })} ·{' '}
            {row.date === null ? '-' : formatDay(row.date)}
          </span>
          <RowStatus row={row} ticked={choices.ticked} onTick={choices.onTick} />
          <RowRules row={row} {...choices} />
          <RowSuggestion row={row} {...choices.suggestions} />
        </li>
      ))}
    </ul>
  );
}

const FORMAT_NAMES: Record<ImportPreview['format'], string> = {
  csv: 'CSV',
  ofx: 'OFX',
  qif: 'QIF',
  camt053: 'CAMT.053',
  mt940: 'MT940',
  ynab: 'YNAB',
  actual: 'Actual Budget',
  firefly: 'Firefly III',
  splitwise: 'Splitwise',
  spliit: 'Spliit',
};

/** Which app's export the server recognised, so the user sees why no mapping is asked. */
function RecognisedApp({ format }: { format: ImportPreview['format'] }) {
  const { t } = useTranslation('imports');
  if (!isAppExportFormat(format)) return null;
  return (
    <p className="text-sm font-medium" data-testid="import-app">
      {t('preview.recognised', { app: t(`apps.${format as AppExportFormat}`) })}
    </p>
  );
}

/**
 * The rows as the server read them: each with its date, name, amount, the rules that match it and
 * what will happen to it. A row that looks already present is skipped unless ticked; one that cannot be read says
 * why. The counts cover the whole file, the table its first rows needing a look and the rest.
 */
export function ImportPreviewTable({
  preview,
  ...choices
}: { preview: ImportPreview } & RowChoices) {
  const { ticked, onTick } = choices;
  const { t } = useTranslation('imports');
  const { counts } = preview;
  const shown = preview.rows.length;
  // A phone gets each row as a block: a table of five columns scrolled its amount and status away.
  const isMobile = useIsMobile();
  return (
    <div className="grid gap-3">
      <RecognisedApp format={preview.format} />
      <ImportWarnings warnings={preview.warnings} />
      <p className="text-sm" data-testid="import-counts">
        {t('preview.file', { format: FORMAT_NAMES[preview.format], encoding: preview.encoding })}{' '}
        {t('preview.rows', { count: counts.rows })}:{' '}
        {t('preview.toImport', { count: counts.importable + ticked.size })},{' '}
        {t('preview.duplicates', { count: counts.duplicates })}
        {ticked.size > 0 ? ` (${t('preview.anyway', { count: ticked.size })})` : ''}
        {ticked.size === 0 && counts.confirming > 0
          ? ` (${t('preview.confirming', { count: counts.confirming })})`
          : ''}
        , {t('preview.errors', { count: counts.errors })}
        {counts.pending > 0 ? `, ${t('preview.pending', { count: counts.pending })}` : ''}.
        {shown < counts.rows ? ` ${t('preview.shown', { count: shown })}` : ''}
      </p>
      <div className="max-h-[28rem] overflow-auto rounded-lg border">
        {isMobile ? (
          <PreviewList preview={preview} {...choices} />
        ) : (
          <Table aria-label={t('preview.rowsLabel')}>
            <TableHeader className="sticky top-0 bg-card">
              <TableRow>
                <TableHead className="w-16">{t('column.line')}</TableHead>
                <TableHead>{t('column.date')}</TableHead>
                <TableHead>{t('column.name')}</TableHead>
                <TableHead className="text-right">{t('column.amount')}</TableHead>
                <TableHead>{t('column.status')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.line} data-state={row.error ? 'error' : undefined}>
                  <TableCell className="tabular-nums">{row.line}</TableCell>
                  <TableCell className="tabular-nums whitespace-nowrap">
                    {row.date === null ? '-' : formatDay(row.date)}
                  </TableCell>
                  <TableCell>
                    <TableCellText text={row.name} />
                    <RowDescription row={row} />
                    <RowRules row={row} {...choices} />
                    <RowSuggestion row={row} {...choices.suggestions} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums whitespace-nowrap">
                    {amountOf(row)}
                  </TableCell>
                  <TableCell>
                    <RowStatus row={row} ticked={ticked} onTick={onTick} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </div>
  );
}
