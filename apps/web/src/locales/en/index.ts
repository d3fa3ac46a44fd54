import common from './common.json';
import imports from './imports.json';
import settings from './settings.json';
import transactions from './transactions.json';

/**
 * English, the product's texts exactly as the specification writes them: one namespace per
 * feature and 'common' for the shell and shared pieces. Built into the app.
 */
export const en = { common, imports, settings, transactions };
