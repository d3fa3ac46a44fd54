import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { IdentifierChoice } from './account-memory.ts';
import type { StatementBalance } from './import-checkpoints.ts';
import type { Confirmation } from './import-confirmations.ts';
import type { ImportBatchRow } from './import-rows.repository.ts';
import type { RestoredClearing } from './reconciled-rows.ts';
import type { RestoredLinkFields, RestoredLinks, RestoredTransfer } from './restore-writes.ts';
import type { TransactionInput } from './transaction-writes.ts';

// What a bulk write (bulk-writes.ts) takes: its rows and what the import or restore adds.

/**
 * A transaction to write in bulk; from a bank file, with the bank's id of it; from a backup,
 * also with the series and import batch it belongs to (see BulkOptions.restore).
 */
export type BulkInput = TransactionInput &
  RestoredLinkFields & {
    bankId?: string | null;
    /** Written even when a transaction with its bank id is present (the user ticked it). */
    keepDuplicate?: boolean;
    /** A restored transfer between accounts: from `moneyAccountId` to this one (restore-writes.ts). */
    transfer?: RestoredTransfer;
    /** A restored row's cleared and reconciled state (left out: not cleared). */
    clearing?: RestoredClearing;
    /** A restored row's new id, chosen by the restore so its attachments can name it. */
    id?: string;
  };

export type Batches = Iterable<BulkInput[]> | AsyncIterable<BulkInput[]>;

export interface BulkOptions {
  /** Recorded as the creator when no signed-in user imports (the seed). */
  createdBy?: string | null;
  /** Called after each batch with the number of transactions written so far. */
  onProgress?: (written: number) => void;
  /**
   * A bank-file import: its batch row is written first, under the lock, each transaction names
   * it, and one whose bank id the group already holds is skipped unless kept (checked under the
   * lock, so two imports of one file at once do not both write it).
   */
  importBatch?: ImportBatchRow;
  /** Accounts the import's user chose for the file's account identifiers (account-memory.ts). */
  identifiers?: IdentifierChoice[];
  /**
   * An import whose rows were all found present under the lock refuses through this, so that
   * nothing of it (its batch, checkpoints, categories) is kept.
   */
  nothingWritten?: () => never;
  /**
   * An import's rows that another write has put in the group since the import compared its file
   * with it, found again under the lock before anything is written (rows without a bank id are
   * compared only this way): skipped as already present.
   */
  foundMeanwhile?: (trx: Transaction<Database>) => Promise<ReadonlySet<BulkInput>>;
  /** Typed transactions the import's skipped rows stood for: marked cleared, as the bank's. */
  confirmTyped?: readonly Confirmation[];
  /** The file's closing balances, recorded as checkpoints of the import (import-checkpoints.ts). */
  balances?: StatementBalance[];
  /** Categories the import creates (named in its rows by these ids), written first. */
  newCategories?: { id: string; name: string }[];
  /** Tags the import creates (named in its rows by these ids), written first (import-tags.ts). */
  newTags?: { id: string; name: string }[];
  /**
   * A backup's restore: its recurring series and import batches, written first, which its
   * transactions name (unlike an import's, a restore's bank ids are written as they are, never
   * skipped as present). Afterwards each series goes on after its latest occurrence.
   */
  restore?: RestoredLinks;
}
