// Every module's service, built once and decorated onto the app, and the schedules that run on
// them; route modules only read what is decorated here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accountsServicePlugin } from './modules/accounts/accounts.plugin.ts';
import { authServicePlugin } from './modules/auth/auth.plugin.ts';
import { bootServicePlugin } from './modules/boot/boot.plugin.ts';
import { budgetsServicePlugin } from './modules/budgets/budgets.plugin.ts';
import { categoriesServicePlugin } from './modules/categories/categories.plugin.ts';
import { ratesFetchSchedulePlugin, ratesServicePlugin } from './modules/currencies/rates.plugin.ts';
import { backupsServicePlugin, groupsServicePlugin } from './modules/groups/groups.plugin.ts';
import { importsServicePlugin } from './modules/imports/imports.plugin.ts';
import {
  invitationLinksServicePlugin,
  invitationsServicePlugin,
} from './modules/invitations/invitations.plugin.ts';
import { preferencesServicePlugin } from './modules/preferences/preferences.plugin.ts';
import { reportsServicePlugin } from './modules/reports/reports.plugin.ts';
import { sharingServicePlugin } from './modules/sharing/sharing.plugin.ts';
import { transactionsServicePlugin } from './modules/transactions/transactions.plugin.ts';
import { purgeSchedulePlugin, usersServicePlugin } from './modules/users/users.plugin.ts';
import {
  recurringSchedulePlugin,
  writePathPlugin,
} from './modules/write-path/write-path.plugin.ts';

/** In an order that registers each after the plugins it depends on. */
const SERVICES = [
  ratesServicePlugin,
  writePathPlugin,
  usersServicePlugin,
  authServicePlugin,
  preferencesServicePlugin,
  invitationsServicePlugin,
  invitationLinksServicePlugin,
  groupsServicePlugin,
  backupsServicePlugin,
  categoriesServicePlugin,
  transactionsServicePlugin,
  budgetsServicePlugin,
  importsServicePlugin,
  sharingServicePlugin,
  reportsServicePlugin,
  accountsServicePlugin,
  bootServicePlugin,
];

const SCHEDULES = [purgeSchedulePlugin, recurringSchedulePlugin, ratesFetchSchedulePlugin];

export const servicesPlugin = fp(
  async (app: FastifyInstance, options: { schedules: boolean }) => {
    for (const plugin of SERVICES) await app.register(plugin);
    if (!options.schedules) return;
    for (const plugin of SCHEDULES) await app.register(plugin);
  },
  { name: 'services', dependencies: ['config', 'database', 'mailer'] },
);
