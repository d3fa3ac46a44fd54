import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Tables holding a group's money and what is derived from it: written by the write path alone. */
const MONEY_TABLES = [
  'transactions',
  'transaction_categories',
  'transaction_totals',
  'transaction_day_counts',
  'transaction_month_counts',
  'categories',
  'budgets',
  'budget_categories',
  'budget_spend_days',
  'budget_spend_periods',
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
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Features stay independent: shared code flows shared -> features -> app.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**', '@/app/*'], message: 'Features must not import from src/app.' },
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
  prettier,
);
