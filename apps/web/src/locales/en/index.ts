import accounts from './accounts.json';
import auth from './auth.json';
import balances from './balances.json';
import budgets from './budgets.json';
import categories from './categories.json';
import common from './common.json';
import dashboard from './dashboard.json';
import groups from './groups.json';
import imports from './imports.json';
import offline from './offline.json';
import profile from './profile.json';
import reconcile from './reconcile.json';
import reports from './reports.json';
import rules from './rules.json';
import settings from './settings.json';
import tags from './tags.json';
import transactions from './transactions.json';

/**
 * English, the product's texts exactly as the specification writes them: one namespace per
 * feature and 'common' for the shell and shared pieces. Built into the app.
 */
export const en = {
  accounts,
  auth,
  balances,
  budgets,
  categories,
  common,
  dashboard,
  groups,
  imports,
  offline,
  profile,
  reconcile,
  reports,
  rules,
  settings,
  tags,
  transactions,
};
