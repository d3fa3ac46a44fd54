import { z } from 'zod';
import { signedAmountField } from './money-accounts.ts';
import { dateField } from './money.ts';

/** Where a checkpoint's balance came from (docs/decisions.md, 'Money accounts'). */
export const CHECKPOINT_SOURCES = ['manual', 'import'] as const;

const reference = z.string().trim().min(1).max(64);

/**
 * A checkpoint of a money account in a backup: the balance (signed, in the account's currency)
 * at the end of `date`, from an import (`importId`, one of the backup's) or entered by a person.
 */
export const backupCheckpointSchema = z.object({
  moneyAccountId: reference,
  date: dateField(),
  balance: signedAmountField,
  source: z.enum(CHECKPOINT_SOURCES),
  importId: reference.nullish().transform((value) => value ?? null),
  reconciledAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((value) => value ?? null),
  createdAt: z.iso.datetime({ offset: true }),
});
export type BackupCheckpoint = z.output<typeof backupCheckpointSchema>;
