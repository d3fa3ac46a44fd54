import type { CsvLayout } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import {
  TableBody,
  TableCell,
  TableCellText,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';

/** The file's first rows, split as the mapping on screen splits them, numbered like its selects. */
export function CsvSampleTable({ layout }: { layout: CsvLayout }) {
  const { t } = useTranslation('imports');
  return (
    // Focusable, so the keyboard can scroll a wide file's columns (nothing inside takes focus);
    // a named region, so what the focus lands on is announced.
    <div
      tabIndex={0}
      role="region"
      aria-label={t('sample.region')}
      className="max-h-64 overflow-auto rounded-md border"
    >
      {/* A bare table: Table's own sideways scroller would be a second, unfocusable one. */}
      <table aria-label={t('sample.table')} className="w-full caption-bottom text-sm">
        <TableHeader className="sticky top-0 bg-card">
          <TableRow>
            {layout.columns.map((title, index) => (
              <TableHead key={index} className="whitespace-nowrap">
                {index + 1}: {title}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {layout.sample.map((cells, row) => (
            <TableRow key={row}>
              {layout.columns.map((_, index) => (
                <TableCell key={index} className="max-w-48">
                  <TableCellText text={cells[index] ?? ''} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </table>
    </div>
  );
}
