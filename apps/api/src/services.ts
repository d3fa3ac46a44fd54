// Every module's service as a plugin: built once from what the plugins it depends on decorated,
// and decorated onto the app; route modules only read these decorations. One list rather than a
// file per module: each entry is a service's name, the plugins it depends on and its builder.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createAccountsService,
  type AccountsService,
} from './modules/accounts/accounts.service.ts';
import { createAuthService, type AuthService } from './modules/auth/auth.service.ts';
import { createBootService, type BootService } from './modules/boot/boot.service.ts';
import { createBudgetsService, type BudgetsService } from './modules/budgets/budgets.service.ts';
import {
  createCategoriesService,
  type CategoriesService,
} from './modules/categories/categories.service.ts';
import { createRatesService, type RatesService } from './modules/currencies/rates.service.ts';
import { createBackupService, type BackupService } from './modules/groups/backup.service.ts';
import { createGroupsService, type GroupsService } from './modules/groups/groups.service.ts';
import { createImportsService, type ImportsService } from './modules/imports/imports.service.ts';
import {
  createInvitationLinksService,
  type InvitationLinksService,
} from './modules/invitations/invitation-links.ts';
import {
  createInvitationsService,
  type InvitationsService,
} from './modules/invitations/invitations.service.ts';
import {
  createNotificationsService,
  type NotificationsService,
} from './modules/notifications/notifications.service.ts';
import {
  createPreferencesService,
  type PreferencesService,
} from './modules/preferences/preferences.service.ts';
import { createReportThreads } from './modules/reports/report-threads.ts';
import { createReportsService, type ReportsService } from './modules/reports/reports.service.ts';
import {
  createMoneyAccountsService,
  type MoneyAccountsService,
} from './modules/money-accounts/money-accounts.service.ts';
import { createSharingService, type SharingService } from './modules/sharing/sharing.service.ts';
import {
  createTransactionsService,
  type TransactionsService,
} from './modules/transactions/transactions.service.ts';
import { createTagsService, type TagsService } from './modules/tags/tags.service.ts';
import { createRuleRunsService, type RuleRunsService } from './modules/rules/rule-runs.service.ts';
import { createRulesService, type RulesService } from './modules/rules/rules.service.ts';
import { createUsersService, type UsersService } from './modules/users/users.service.ts';
import { createWritePath, type WritePath } from './modules/write-path/write-path.ts';
import { servicePlugin } from './plugins/service-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Exchange rates and the one conversion book every converted sum uses. */
    rates: RatesService;
    /** Every write to a group's money (docs/decisions.md, 'One write path'). */
    writes: WritePath;
    /** The account: profile, deletion and the purge. */
    users: UsersService;
    /** Registration, activation, sign-in and its lockout, passwords. */
    auth: AuthService;
    /** A user's theme, display currency, locale and week start. */
    preferences: PreferencesService;
    /** A group's invitations: sent by Add Member, listed, resent, revoked. */
    invitations: InvitationsService;
    /** An invitation's link: its landing page, accepting it, registering from it. */
    invitationLinks: InvitationLinksService;
    /** Groups and their members. */
    groups: GroupsService;
    /** A group's JSON backup, and its restore as a new group. */
    backups: BackupService;
    categories: CategoriesService;
    /** A group's tags: list, create, rename, delete, merge. */
    tags: TagsService;
    /** A group's categorisation rules: list, create, edit, delete, reorder, preview. */
    rules: RulesService;
    /** Rules applied to existing transactions: preview, run with progress, runs, undo. */
    ruleRuns: RuleRunsService;
    transactions: TransactionsService;
    budgets: BudgetsService;
    /** Bank-file imports: preview, import as one batch, progress, history and undo. */
    imports: ImportsService;
    /** Who owes whom: balances, settle-up, settlements, the group's sharing settings. */
    sharing: SharingService;
    /** Reports of a range, budget against actual, the CSV export. */
    reports: ReportsService;
    /** Each group of the caller as a shared account. */
    accounts: AccountsService;
    /** A group's money accounts and the transfers between them. */
    moneyAccounts: MoneyAccountsService;
    /** The boot data a signed-in visitor's page carries. */
    boot: BootService;
    /** Push notifications: users' browsers, and the one channel every notification goes through. */
    notifications: NotificationsService;
  }
}

/**
 * The rates, seeded with the shipped table on a first start once every plugin is in: the write
 * path, built on them after them, then re-keys budget spend after the seed too.
 */
function buildRates(app: FastifyInstance): RatesService {
  const rates = createRatesService(app.db, {
    adminEmails: app.config.adminEmails,
    onImportFailed: (error) =>
      app.log.error(
        { err: error },
        'Re-keying budget spend after a rates import failed; run npm run doctor -- --fix',
      ),
  });
  app.addHook('onReady', () => rates.seedIfEmpty());
  return rates;
}

function buildWritePath(app: FastifyInstance): WritePath {
  const { maxGroupBytes, maxGroupMb } = app.config.attachments;
  const writes = createWritePath(app.db, app.rates, { maxGroupBytes, maxGroupMb });
  // Budget spend rows are keyed by the rate tables they convert with (docs/decisions.md).
  app.rates.onImport((fromDay) => writes.rekeyAfterRatesImport(fromDay));
  return writes;
}

function buildNotifications(app: FastifyInstance): NotificationsService {
  const notifications = createNotificationsService(app);
  // Sends under way finish (or fail) before the database closes.
  app.addHook('onClose', () => notifications.idle());
  return notifications;
}

function buildReports(app: FastifyInstance): ReportsService {
  const { reportThreads: count, databaseUrl, sqliteMmapBytes } = app.config;
  const threads = count > 0 ? createReportThreads({ databaseUrl, sqliteMmapBytes, count }) : null;
  if (threads) app.addHook('onClose', () => threads.close());
  return createReportsService(app.db, app.rates, threads);
}

/**
 * In an order that registers each after the plugins it depends on. A builder is given the app,
 * and reads from it only what its parameter's type names.
 */
export const SERVICE_PLUGINS = [
  servicePlugin('rates', ['config', 'database'], buildRates),
  servicePlugin('writes', ['config', 'database', 'rates'], buildWritePath),
  servicePlugin('notifications', ['database', 'push'], buildNotifications),
  servicePlugin('users', ['config', 'database', 'mailer'], createUsersService),
  servicePlugin('auth', ['config', 'database', 'mailer'], createAuthService),
  servicePlugin('preferences', ['database'], createPreferencesService),
  servicePlugin('invitations', ['config', 'database', 'mailer'], createInvitationsService),
  servicePlugin('invitationLinks', ['database'], createInvitationLinksService),
  servicePlugin('groups', ['database', 'writes', 'invitations'], createGroupsService),
  servicePlugin('backups', ['database', 'writes', 'groups'], (app) =>
    createBackupService({
      db: app.db,
      writes: app.writes,
      groups: app.groups,
      attachments: () => app.attachments,
      sharing: () => app.sharing,
    }),
  ),
  servicePlugin('categories', ['database', 'writes'], createCategoriesService),
  servicePlugin('tags', ['database', 'writes'], createTagsService),
  servicePlugin('rules', ['database', 'writes'], createRulesService),
  servicePlugin('ruleRuns', ['database', 'writes'], createRuleRunsService),
  servicePlugin(
    'transactions',
    ['database', 'rates', 'writes', 'notifications'],
    createTransactionsService,
  ),
  servicePlugin('budgets', ['database', 'rates', 'writes'], createBudgetsService),
  servicePlugin('imports', ['database', 'writes'], createImportsService),
  servicePlugin('sharing', ['database', 'rates', 'writes', 'notifications'], createSharingService),
  servicePlugin('reports', ['config', 'database', 'rates'], buildReports),
  servicePlugin('accounts', ['database', 'rates'], createAccountsService),
  servicePlugin('moneyAccounts', ['database', 'writes'], createMoneyAccountsService),
  servicePlugin('boot', ['database', 'users', 'preferences', 'groups'], createBootService),
];

export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    for (const plugin of SERVICE_PLUGINS) await app.register(plugin);
  },
  { name: 'services', dependencies: ['config', 'database', 'mailer', 'push'] },
);
