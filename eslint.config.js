import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18nextPlugin from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** Every TypeScript project: imports resolve as tsc resolves them (`.ts` names, the web's `@/`). */
const TS_PROJECTS = [
  'apps/api/tsconfig.json',
  'apps/web/tsconfig.json',
  'packages/contract/tsconfig.json',
  'tsconfig.tools.json',
].map((project) => `${ROOT}${project}`);
const WEB = 'apps/web/src';
const WEB_FEATURES = readdirSync(`${ROOT}${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const API_MODULES = 'apps/api/src/modules';

/** Tables holding a group's money and what is derived from it: written by the write path alone. */
const MONEY_TABLES = [
  'transactions',
  'recurring_series',
  'import_batches',
  'member_day_sums',
  'transaction_categories',
  'transaction_totals',
  'transaction_day_counts',
  'transaction_month_counts',
  'categories',
  'budgets',
  'budget_categories',
  'budget_spend_days',
  'budget_spend_periods',
  'budget_spend_months',
  'budget_spend_years',
  'money_day_sums',
  'money_month_sums',
  'money_year_sums',
  'idempotency_keys',
  'money_accounts',
  'money_account_day_sums',
  'tags',
  'transaction_tags',
  'rules',
  'rule_runs',
  'rule_run_transactions',
  'import_confirmed',
].join('|');
const WRITE_PATH_ONLY =
  "Only apps/api/src/modules/write-path writes a group's money and its derived rows: call it.";

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // Scripts the service worker imports as they are (apps/web/pwa.ts): a worker's globals.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // No import cycles anywhere: a cycle makes load order matter and blurs which layer owns what.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: TS_PROJECTS, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The web's layers: shared code (components, lib, hooks) -> features -> app. Features are
    // independent of each other; what two of them need moves down into shared code.
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`],
              message: 'Features do not import each other: move what both need into shared code.',
            })),
            {
              target: `${WEB}/features`,
              from: `${WEB}/app`,
              message: 'Features do not import src/app: the app passes what they need.',
            },
            {
              target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/hooks`],
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'Shared code imports no feature and no app code.',
            },
          ],
        },
      ],
    },
  },
  {
    // API modules depend one way: auth -> users -> account-links.
    files: ['apps/api/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: [`${API_MODULES}/users`, `${API_MODULES}/account-links`],
              from: `${API_MODULES}/auth`,
              message: 'auth builds on users and account-links, never the other way round.',
            },
            {
              target: `${API_MODULES}/account-links`,
              from: `${API_MODULES}/users`,
              message: 'users builds on account-links, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only the write path writes a group's money and the rows derived from it, so the lock, the
    // derived rows and the data version cannot be forgotten (docs/decisions.md, 'One write path').
    files: ['apps/api/**/*.ts'],
    ignores: ['apps/api/src/modules/write-path/**', 'apps/api/src/db/migrations/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/][arguments.0.value=/^(${MONEY_TABLES})(\\s|$)/]`,
          message: WRITE_PATH_ONLY,
        },
        {
          selector:
            "CallExpression[callee.property.name='deleteFrom'][arguments.0.value=/^groups(\\s|$)/]",
          message: WRITE_PATH_ONLY,
        },
        {
          selector: `TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/(insert\\s+into|update|delete\\s+from)\\s+"?(${MONEY_TABLES})\\b/i]`,
          message: WRITE_PATH_ONLY,
        },
      ],
    },
  },
  {
    // A module's repository (its Kysely code) is private to its module folder: everything else,
    // other modules, plugins, app.ts, scripts and tests included, goes through the module's other
    // exports. Module folders are flat, so the module's own files import it as './x.repository.ts'.
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repository.ts', '!./*.repository.ts'],
              message:
                "Only the files of a module import its repository: call the module's service instead.",
            },
          ],
        },
      ],
    },
  },
  {
    // Files of about 250 lines and functions of about 80 at most, blank lines and comments not
    // counted: past that a file holds more than one thing and a function more than one step, and
    // each should be split along its seams. Tests and their helpers read as scenarios and are
    // exempt.
    files: [
      'apps/api/**/*.ts',
      'packages/**/*.ts',
      'scripts/**/*.ts',
      'apps/web/**/*.ts',
      'apps/web/**/*.tsx',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/api/src/test/**', 'apps/web/src/test/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Migrations are frozen in time, so they are typed with Kysely<any>, not today's schema.
    files: ['apps/api/src/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The contract depends on zod alone.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@budget/*', 'node:*'], message: 'The contract depends on zod alone.' },
          ],
        },
      ],
    },
  },
  {
    // Every text a screen shows goes through the translations (docs/decisions.md, 'Languages'):
    // no literal text between tags, in a ternary drawn there or in an attribute a person reads.
    files: [`${WEB}/**/*.tsx`],
    ignores: ['**/*.test.tsx', `${WEB}/test/**`],
    plugins: { i18next: i18nextPlugin },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'placeholder', 'title', 'alt', 'label', 'description'],
          },
          callees: { exclude: ['t', 'editFormTexts', 'cn', 'writeDay', 'format.*', 'Intl.*'] },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·–—…×]+', '[A-Z_-]+', 'PLN'] },
        },
      ],
    },
  },
  prettier,
);
