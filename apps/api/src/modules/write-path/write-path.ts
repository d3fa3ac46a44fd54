import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { accountWrites } from './account-writes.ts';
import type { AttachmentRoom } from './attachment-room.ts';
import { attachmentWrites } from './attachment-writes.ts';
import { budgetWrites } from './budget-writes.ts';
import { bulkWrites } from './bulk-writes.ts';
import { categoryWrites } from './category-writes.ts';
import { groupWrites } from './group-writes.ts';
import { importSharingWrites } from './import-sharing-writes.ts';
import { importWrites } from './import-writes.ts';
import { maintenance } from './maintenance.ts';
import { reconcileWrites } from './reconcile-writes.ts';
import { recurringSchedule } from './recurring-schedule.ts';
import { ruleRunWrites } from './rule-run-writes.ts';
import { ruleWrites } from './rule-writes.ts';
import { tagWrites } from './tag-writes.ts';
import { transactionWrites } from './transaction-writes.ts';
import { transferWrites } from './transfer-writes.ts';

/**
 * Every write to a group's money: transactions, categories, budgets, the group itself, and all
 * the data derived from them. Each use-case takes the group's lock first, re-checks what it
 * refers to under it, writes, updates the derived rows and bumps the group's data version, in
 * one database transaction (docs/decisions.md, 'One write path').
 */
export function createWritePath(
  db: Kysely<Database>,
  rates: RatesService,
  attachmentRoom: AttachmentRoom | null = null,
) {
  return {
    ...transactionWrites(db, rates, attachmentRoom),
    ...bulkWrites(db, rates),
    ...categoryWrites(db, rates),
    ...budgetWrites(db, rates),
    ...groupWrites(db),
    ...importWrites(db, rates),
    ...importSharingWrites(db, rates),
    ...maintenance(db, rates),
    ...recurringSchedule(db, rates),
    ...accountWrites(db),
    ...transferWrites(db, rates),
    ...reconcileWrites(db),
    ...tagWrites(db),
    ...ruleWrites(db),
    ...ruleRunWrites(db, rates),
    ...attachmentWrites(db),
  };
}

export type WritePath = ReturnType<typeof createWritePath>;

/** What a service that reads a group's money, converts it and writes it is built from. */
export interface MoneyServiceDeps {
  db: Kysely<Database>;
  rates: RatesService;
  writes: WritePath;
}

export { deleteGroupsWithin } from './group-writes.ts';
export { insertFirstAccount, MONEY_ACCOUNT_NOT_FOUND } from './account-writes.ts';
export { accountFieldsOf, accountSides, notSettlement } from './account-sums.ts';
export { balancesAt } from './reconcile.repository.ts';
export { BUDGET_NOT_FOUND } from './budget-writes.ts';
export { ATTACHMENT_NOT_FOUND } from './attachment-writes.ts';
export { insertAttachments } from './attachments.repository.ts';
export type { BulkInput } from './bulk-writes.ts';
export type { RestoredLinks } from './restore-writes.ts';
export { IMPORT_NOT_FOUND } from './import-writes.ts';
export type { ImportSharing } from './import-sharing-writes.ts';
export { presentBankIds, type ImportBatchRow } from './import-rows.repository.ts';
export type { Confirmation, TypedSide } from './import-confirmations.ts';
export { CATEGORY_NOT_FOUND } from './category-writes.ts';
export { TAG_NOT_FOUND } from './tag-writes.ts';
export { RULE_NOT_FOUND, type RuleInput } from './rule-writes.ts';
export {
  RULE_RUN_NOT_FOUND,
  RULE_RUN_UNDONE,
  ruleRunOf,
  ruleRunsOf,
  type RuleRunRequest,
} from './rule-run-writes.ts';
export { previewRuleRun } from './rule-run-scan.ts';
export type { OutcomeOf, TransactionFacts } from './rule-run-state.ts';
export { TRANSACTION_NOT_FOUND, type TransactionInput } from './transaction-writes.ts';
export type { Difference } from './rebuild.ts';
export { answerKey } from './answer-keys.ts';
export { parseSplit, type StoredSplit } from './splits.ts';
export { answeredParts, decodeParts, linksRead, type Parts } from './category-parts.ts';
export { partsOfTransactions } from './category-parts.repository.ts';
export { SCHEDULE_INTERVAL_MS } from './recurring-schedule.ts';
