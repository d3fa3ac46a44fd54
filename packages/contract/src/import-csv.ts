import { z } from 'zod';

/** Separators a bank's CSV export uses between fields. */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export const CSV_DECIMAL_SEPARATORS = ['.', ','] as const;
/** '' is none; ' ' covers the no-break and narrow spaces of French and Polish exports too. */
export const CSV_THOUSANDS_SEPARATORS = ['', ',', '.', ' ', "'"] as const;
/** Date layouts seen in bank exports; the server tries them in this order when it detects. */
export const CSV_DATE_FORMATS = [
  'yyyy-MM-dd',
  'dd.MM.yyyy',
  'dd/MM/yyyy',
  'MM/dd/yyyy',
  'dd-MM-yyyy',
  'yyyy/MM/dd',
  'yyyyMMdd',
  'dd.MM.yy',
  'dd/MM/yy',
  'MM/dd/yy',
] as const;
export type CsvDateFormat = (typeof CSV_DATE_FORMATS)[number];

const column = z.number().int().min(0).max(499);

/**
 * How a CSV file's columns become transactions (docs/decisions.md, 'Import'). Columns are
 * numbered from 0. The amount is one signed column or separate debit and credit columns; the
 * currency a column, or the request's fixed currency when null.
 */
export const csvMappingSchema = z
  .object({
    delimiter: z.enum(CSV_DELIMITERS, { error: 'Choose the separator between fields' }),
    decimalSeparator: z.enum(CSV_DECIMAL_SEPARATORS, { error: 'Choose the decimal separator' }),
    thousandsSeparator: z.enum(CSV_THOUSANDS_SEPARATORS, {
      error: 'Choose the thousands separator',
    }),
    dateFormat: z.enum(CSV_DATE_FORMATS, { error: 'Choose the date format' }),
    /** Lines before the header (or the first row), such as an account summary. */
    skipLines: z.number().int().min(0).max(100),
    /** The first row after the skipped lines names the columns. */
    hasHeader: z.boolean(),
    dateColumn: column,
    nameColumn: column,
    descriptionColumn: column.nullable(),
    amountColumn: column.nullable(),
    debitColumn: column.nullable(),
    creditColumn: column.nullable(),
    currencyColumn: column.nullable(),
    categoryColumn: column.nullable(),
    /** The bank's own id of each row, by which a second import finds it present. */
    bankIdColumn: column.nullable(),
  })
  .refine(
    (mapping) =>
      (mapping.amountColumn !== null) !==
      (mapping.debitColumn !== null || mapping.creditColumn !== null),
    {
      path: ['amountColumn'],
      message: 'Choose an amount column, or debit and credit columns, not both',
    },
  )
  .refine((mapping) => mapping.decimalSeparator !== mapping.thousandsSeparator, {
    path: ['thousandsSeparator'],
    message: 'The thousands separator must differ from the decimal separator',
  });
export type CsvMapping = z.infer<typeof csvMappingSchema>;

/** What the preview of a CSV file says about its columns, for the mapping step. */
export const csvLayoutSchema = z.object({
  /** The mapping the preview used: the request's, the one remembered for the group, or found. */
  mapping: csvMappingSchema,
  source: z.enum(['request', 'remembered', 'detected']),
  /** Column titles (the header's, or 'Column 1', 'Column 2', ...). */
  columns: z.array(z.string()),
  /** The first rows after the header, as written, for the mapping step's table. */
  sample: z.array(z.array(z.string())),
});
export type CsvLayout = z.infer<typeof csvLayoutSchema>;
