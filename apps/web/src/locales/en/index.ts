import budgets from './budgets.json';
import categories from './categories.json';
import common from './common.json';
import dashboard from './dashboard.json';
import reports from './reports.json';
import settings from './settings.json';

/**
 * English, the product's texts exactly as the specification writes them: one namespace per
 * feature and 'common' for the shell and shared pieces. Built into the app.
 */
export const en = { common, settings, budgets, categories, dashboard, reports };
