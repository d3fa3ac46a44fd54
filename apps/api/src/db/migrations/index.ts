import type { Migration } from 'kysely';
import * as m0001 from './0001-accounts.ts';
import * as m0002 from './0002-groups.ts';
import * as m0003 from './0003-exchange-rates.ts';
import * as m0004 from './0004-categories-transactions.ts';
import * as m0005 from './0005-transaction-counts.ts';
import * as m0006 from './0006-budgets.ts';
import * as m0007 from './0007-group-data-version.ts';
import * as m0008 from './0008-budget-rules-version.ts';
import * as m0009 from './0009-reports-preferences.ts';
import * as m0010 from './0010-budget-spend-calendar.ts';
import * as m0011 from './0011-canonical-time-zones.ts';
import * as m0012 from './0012-transaction-sorts.ts';
import * as m0013 from './0013-recurring-series.ts';
import * as m0014 from './0014-import-batches.ts';
import * as m0015 from './0015-import-mappings.ts';
import * as m0016 from './0016-group-invitations.ts';
import * as m0017 from './0017-splits.ts';
import * as m0018 from './0018-rollup-fillfactor.ts';
import * as m0019 from './0019-search-text.ts';
import * as m0020 from './0020-household-defaults.ts';
import * as m0021 from './0021-last-sign-in.ts';
import * as m0022 from './0022-date-format.ts';
import * as m0023 from './0023-search-trigrams.ts';
import * as m0024 from './0024-language.ts';
import * as m0025 from './0025-idempotency-keys.ts';
import * as m0026 from './0026-push-subscriptions.ts';
import * as m0027 from './0027-money-accounts.ts';
import * as m0028 from './0028-account-checkpoints.ts';
import * as m0029 from './0029-money-account-totals.ts';
import * as m0030 from './0030-cleared-state.ts';
import * as m0031 from './0031-tags.ts';
import * as m0032 from './0032-category-parts.ts';
import * as m0033 from './0033-rules.ts';
import * as m0034 from './0034-series-tags.ts';
import * as m0035 from './0035-rule-runs.ts';
import * as m0036 from './0036-name-key-index.ts';
import * as m0037 from './0037-attachments.ts';
import * as m0038 from './0038-attachment-uploads.ts';
import * as m0039 from './0039-search-punctuation.ts';
import * as m0040 from './0040-search-umlauts.ts';
import * as m0041 from './0041-common-money.ts';
import * as m0042 from './0042-settlements-off-statements.ts';
import * as m0043 from './0043-idempotency-requests.ts';
import * as m0044 from './0044-import-confirmed.ts';

/** Every migration, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': m0001,
  '0002-groups': m0002,
  '0003-exchange-rates': m0003,
  '0004-categories-transactions': m0004,
  '0005-transaction-counts': m0005,
  '0006-budgets': m0006,
  '0007-group-data-version': m0007,
  '0008-budget-rules-version': m0008,
  '0009-reports-preferences': m0009,
  '0010-budget-spend-calendar': m0010,
  '0011-canonical-time-zones': m0011,
  '0012-transaction-sorts': m0012,
  '0013-recurring-series': m0013,
  '0014-import-batches': m0014,
  '0015-import-mappings': m0015,
  '0016-group-invitations': m0016,
  '0017-splits': m0017,
  '0018-rollup-fillfactor': m0018,
  '0019-search-text': m0019,
  '0020-household-defaults': m0020,
  '0021-last-sign-in': m0021,
  '0022-date-format': m0022,
  '0023-search-trigrams': m0023,
  '0024-language': m0024,
  '0025-idempotency-keys': m0025,
  '0026-push-subscriptions': m0026,
  '0027-money-accounts': m0027,
  '0028-account-checkpoints': m0028,
  '0029-money-account-totals': m0029,
  '0030-cleared-state': m0030,
  '0031-tags': m0031,
  '0032-category-parts': m0032,
  '0033-rules': m0033,
  '0034-series-tags': m0034,
  '0035-rule-runs': m0035,
  '0036-name-key-index': m0036,
  '0037-attachments': m0037,
  '0038-attachment-uploads': m0038,
  '0039-search-punctuation': m0039,
  '0040-search-umlauts': m0040,
  '0041-common-money': m0041,
  '0042-settlements-off-statements': m0042,
  '0043-idempotency-requests': m0043,
  '0044-import-confirmed': m0044,
};
