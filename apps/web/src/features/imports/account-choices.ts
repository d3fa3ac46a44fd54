import type {
  CommitImportRequest,
  ImportCheckpoint,
  ImportCommitResult,
  ImportPreview,
  ImportStatement,
} from '@budget/contract';

/** What the user picked: an account per identifier of the file, and one for rows naming none. */
export interface AccountPicks {
  byIdentifier: Readonly<Record<string, string>>;
  single: string | null;
}

export const NO_PICKS: AccountPicks = { byIdentifier: {}, single: null };

/** A statement of the file naming its account, and the open account its rows go into ('' none). */
export interface StatementChoice {
  statement: ImportStatement & { identifier: string };
  moneyAccountId: string;
}

const named = (statement: ImportStatement): statement is StatementChoice['statement'] =>
  statement.identifier !== null;

/**
 * Where the file's rows go (docs/decisions.md, 'Import'): each account the file names into the
 * account picked for it, else the group's account with its identifier; an account no account of
 * the group knows yet is asked for (in a group of one open account, that one): a guess would put
 * a card's statement, and its closing balance, in the current account. Rows naming no account (a
 * CSV or QIF file, or a statement of the file without an account) go to `single`, which starts
 * at the account last imported into (else the first open one). Derived on every draw, so a pick
 * of an account closed meanwhile falls back as if never made.
 */
export function accountPlan(
  preview: ImportPreview,
  openIds: readonly string[],
  picks: AccountPicks,
  lastUsed: string | null,
) {
  const isOpen = (id: string | null | undefined): id is string =>
    typeof id === 'string' && openIds.includes(id);
  const fallback = isOpen(lastUsed) ? lastUsed : (openIds[0] ?? '');
  const statements = preview.statements.filter(named);
  const choices: StatementChoice[] = statements.map((statement) => {
    const picked = picks.byIdentifier[statement.identifier];
    // An unknown account is asked for, unless the group has but one to give.
    let moneyAccountId = openIds.length === 1 ? fallback : '';
    if (isOpen(picked)) moneyAccountId = picked;
    else if (isOpen(statement.moneyAccountId)) moneyAccountId = statement.moneyAccountId;
    return { statement, moneyAccountId };
  });
  const single = isOpen(picks.single) ? picks.single : fallback;
  // Rows of a CSV or QIF file, or of a statement naming no account.
  const unnamed = statements.length < preview.statements.length || statements.length === 0;
  const unnamedRows = preview.statements
    .filter((statement) => statement.identifier === null)
    .reduce((sum, statement) => sum + statement.rows, 0);
  return {
    statements: choices,
    single,
    /**
     * One 'Money account' select for the rows naming no account, as the transaction forms ask:
     * with two open accounts or more (beside the file's accounts when it names some too).
     */
    asksSingle: unnamed && openIds.length > 1,
    /** The rows of the file's statements naming no account (none for a CSV or QIF file). */
    unnamedRows,
    /** The file's accounts still without one of the group's. */
    missing: openIds.length === 0 ? [] : choices.filter((choice) => !choice.moneyAccountId),
    request: {
      accounts: choices
        .filter((choice) => choice.moneyAccountId)
        .map((choice) => ({
          identifier: choice.statement.identifier,
          moneyAccountId: choice.moneyAccountId,
        })),
      moneyAccountId: (unnamed ? single : choices[0]?.moneyAccountId) || null,
    } satisfies Pick<CommitImportRequest, 'accounts' | 'moneyAccountId'>,
  };
}

export type AccountPlan = ReturnType<typeof accountPlan>;

/** 'PL61 1090 1014 …' for an IBAN, in its printed groups of four; any other identifier as it is. */
export function formatIdentifier(identifier: string): string {
  return /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(identifier)
    ? (identifier.match(/.{1,4}/g) ?? [identifier]).join(' ')
    : identifier;
}

const STORAGE_KEY = 'budget-app.imports.money-account';

function readAll(): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  } catch {
    // Blocked or holding something else: nothing remembered.
    return {};
  }
}

/** The account this browser last put a file's rows naming no account into, in the group. */
export function lastImportAccount(groupId: string): string | null {
  const stored = readAll()[groupId];
  return typeof stored === 'string' ? stored : null;
}

export function rememberImportAccount(groupId: string, moneyAccountId: string): void {
  try {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ ...readAll(), [groupId]: moneyAccountId }),
    );
  } catch {
    // Full or blocked: the next file starts from the first open account.
  }
}

/** After the import: each account of the file, where it went, and its closing balance compared. */
export interface ImportResultRow {
  statement: StatementChoice['statement'];
  accountName: string;
  /** The closing balance recorded beside the account's balance; null: none was compared. */
  checkpoint: ImportCheckpoint | null;
}

export interface ImportResult {
  fileName: string;
  rows: ImportResultRow[];
}

/** The import's answer read against the plan it was sent with. */
export function importResultOf(
  answer: ImportCommitResult,
  plan: AccountPlan,
  accounts: readonly { id: string; name: string }[],
): ImportResult {
  const rows = plan.statements.map(({ statement, moneyAccountId }) => ({
    statement,
    accountName: accounts.find((account) => account.id === moneyAccountId)?.name ?? '',
    // One checkpoint per account at most: two of the file's accounts in one record none.
    checkpoint: answer.checkpoints.find((c) => c.moneyAccountId === moneyAccountId) ?? null,
  }));
  return { fileName: answer.fileName, rows };
}
