import type {
  ImportCheckpoint,
  ImportCommitResult,
  ImportPreview,
  ImportStatement,
  MoneyAccount,
} from '@budget/contract';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import {
  callsTo,
  groupOf,
  moneyAccountOf,
  profileOf,
  sessionHandlers,
  type StubHandler,
} from './api-stub.ts';
import type { FetchMock } from './fetch-mock.ts';

// An import's money accounts: a group of three open accounts and the files' statements.

export const PLN = 0;
export const IBAN = 'PL61109010140000071219812874';
export const OTHER = 'PL27114020040000300201355387';

export const importAccounts = [
  moneyAccountOf({ id: 'm1', name: 'Main account' }),
  moneyAccountOf({ id: 'm2', name: 'Savings', bankIdentifier: IBAN }),
  moneyAccountOf({ id: 'm3', name: 'Card' }),
];

export function statementOf(overrides: Partial<ImportStatement> = {}): ImportStatement {
  return {
    identifier: IBAN,
    currency: PLN,
    closingBalance: 1234.5,
    closingDate: '2026-04-30',
    rows: 2,
    moneyAccountId: 'm2',
    ...overrides,
  };
}

export function previewOf(
  statements: ImportStatement[],
  format: ImportPreview['format'] = 'camt053',
) {
  return {
    format,
    encoding: 'utf-8',
    csv: null,
    categories: [],
    categoriesFrom: 'payee',
    rows: [],
    statements,
    counts: { rows: 2, importable: 2, duplicates: 0, errors: 0, pending: 0, confirming: 0 },
    warnings: [],
  } satisfies ImportPreview;
}

/** The imports screen's calls: the file read as `preview`, its import answering `checkpoints`. */
export function importHandlers(
  preview: ImportPreview,
  checkpoints: ImportCheckpoint[] = [],
  list: MoneyAccount[] = importAccounts,
): Record<string, StubHandler> {
  return {
    ...sessionHandlers(profileOf()),
    'GET /groups': () => [groupOf()],
    'GET /imports': () => [],
    'GET /categories': () => [],
    'GET /users/me/preferences': () => ({ theme: 'system', displayCurrency: 0 }),
    'GET /groups/g1/money-accounts': () => list,
    'POST /imports/preview': () => preview,
    'POST /imports': (): Partial<ImportCommitResult> => ({
      id: 'b1',
      fileName: 'statement.xml',
      importedCount: 2,
      checkpoints,
    }),
  };
}

export async function chooseFile(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Group' }).textContent).toBe('Household'),
  );
  await user.upload(screen.getByLabelText('Bank file'), new File(['<xml/>'], 'statement.xml'));
}

export const accountBox = (identifier: string) =>
  screen.findByRole('combobox', { name: `Money account for ${identifier}` });

export const committed = (api: FetchMock) => callsTo(api, 'POST /imports')[0]?.body;
