import { z } from 'zod';
import { dateField } from './money.ts';

/** One NBP table A as api.nbp.pl publishes it: PLN mid rates of one date. */
export const nbpTableSchema = z.object({
  table: z.string().max(8),
  no: z.string().max(64),
  effectiveDate: dateField('effectiveDate is required'),
  rates: z
    .array(
      z.object({
        currency: z.string().max(200),
        code: z.string().regex(/^[A-Z]{3}$/, 'code must be three capital letters'),
        mid: z.number().positive('mid must be positive').finite(),
      }),
    )
    .min(1, 'A table needs at least one rate')
    .max(500),
});
export type NbpTable = z.infer<typeof nbpTableSchema>;

/** POST /rates/import takes NBP's format: a list of tables. */
export const importRatesRequestSchema = z
  .array(nbpTableSchema)
  .min(1, 'At least one table is required')
  .max(400);

export const importRatesResponseSchema = z.object({
  tables: z.number().int(),
  rates: z.number().int(),
  /** Codes in the tables that are not among the app's currencies (kept out). */
  ignoredCodes: z.array(z.string()),
});

export const exchangeRateSchema = z.object({
  currency: z.number().int(),
  code: z.string(),
  effectiveDate: z.string(),
  mid: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
