import accounts from './accounts.json';
import auth from './auth.json';
import balances from './balances.json';
import common from './common.json';
import groups from './groups.json';
import imports from './imports.json';
import profile from './profile.json';
import settings from './settings.json';
import transactions from './transactions.json';

/**
 * English, the product's texts exactly as the specification writes them: one namespace per
 * feature and 'common' for the shell and shared pieces. Built into the app.
 */
export const en = { accounts, auth, balances, common, groups, imports, profile, settings, transactions };
