export * from './accounts.ts';
export * from './auth.ts';
export * from './backups.ts';
export * from './budgets.ts';
export * from './categories.ts';
export * from './currencies.ts';
export * from './enums.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './groups.ts';
export * from './import-csv.ts';
export * from './imports.ts';
export * from './invitations.ts';
export * from './money.ts';
export * from './periods.ts';
export * from './preference-values.ts';
export * from './preferences.ts';
export * from './rates.ts';
export * from './reports.ts';
export * from './sharing.ts';
export * from './split-arithmetic.ts';
export * from './status.ts';
export * from './transactions.ts';
export * from './users.ts';

/** Base path of every API call. */
export const API_BASE_PATH = '/api/v1';
