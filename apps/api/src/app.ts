import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import compress from '@fastify/compress';
import { API_BASE_PATH } from '@budget/contract';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { attachmentsPlugin } from './modules/attachments/attachments.plugin.ts';
import { attachmentsRoutes } from './modules/attachments/attachments.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { budgetsRoutes } from './modules/budgets/budgets.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { tagsRoutes } from './modules/tags/tags.routes.ts';
import { ruleRunsRoutes } from './modules/rules/rule-runs.routes.ts';
import { rulesRoutes } from './modules/rules/rules.routes.ts';
import { ratesRoutes } from './modules/currencies/rates.routes.ts';
import { backupRoutes } from './modules/groups/backup.routes.ts';
import { groupsRoutes } from './modules/groups/groups.routes.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { moneyAccountsRoutes } from './modules/money-accounts/money-accounts.routes.ts';
import { sharingRoutes } from './modules/sharing/sharing.routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { preferencesRoutes } from './modules/preferences/preferences.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { statusRoutes } from './modules/status/status.routes.ts';
import { transactionsRoutes } from './modules/transactions/transactions.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { API_ROOT } from './lib/locations.ts';
import { configPlugin, type Config } from './plugins/config.ts';
import { answerCachePlugin } from './plugins/answer-cache.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/framework-errors.ts';
import { inputTextPlugin } from './plugins/input-text.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { pushPlugin, type PushSender } from './plugins/push.ts';
import { requestLogPlugin } from './plugins/request-log.ts';
import { answerHeaders, securityPlugin } from './plugins/security.ts';
import { createSerializerCompiler } from './plugins/serializer.ts';
import { sessionsPlugin } from './plugins/sessions.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { schedulesPlugin } from './schedules.ts';
import { servicesPlugin } from './services.ts';

export const SERVER_VERSION: string = JSON.parse(
  readFileSync(`${API_ROOT}package.json`, 'utf8'),
).version;

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves (HEAD aside), for tests that must cover them all. */
    routeTable: RouteEntry[];
    /**
     * Compiles every route's response writer now rather than on its first answer (tests: a
     * schema fast-json-stringify cannot take fails there, not on a route nobody called); returns
     * how many there are.
     */
    compileResponseWriters(): number;
  }
}

export interface AppOptions {
  config: Config;
  /** An already opened database (tests); otherwise DATABASE_URL is opened. */
  database?: DatabaseHandle;
  /** false silences logs (tests); default: structured JSON at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (tests read it); standard output otherwise. */
  logStream?: { write(line: string): void };
  /**
   * Runs the schedules (account purge, recurring transactions, rates fetch) from ready to close:
   * the server does; tests leave them off unless they test them.
   */
  schedules?: boolean;
  /** Sends Web Push messages instead of web-push (tests: no network); used when VAPID is set. */
  pushSender?: PushSender;
}

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** A proxy's X-Request-Id is kept when it is sane; otherwise each request gets a UUID. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Everything the API registers, in order: infrastructure, then routes, then the web app. */
async function registerApp(app: FastifyInstance, options: AppOptions, database: DatabaseHandle) {
  const { config } = options;
  app.setValidatorCompiler(validatorCompiler);
  const writers: (() => unknown)[] = [];
  app.setSerializerCompiler(
    createSerializerCompiler({ validate: config.nodeEnv !== 'production', writers }),
  );
  app.decorate('compileResponseWriters', () => {
    for (const compile of writers) compile();
    return writers.length;
  });
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
    }
  });
  // Hooks on every request take the callback form: no promise and microtask per hook.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(configPlugin, { config });
  await app.register(errorHandlerPlugin, { exposeInternals: config.nodeEnv === 'development' });
  await app.register(databasePlugin, { handle: database });
  await app.register(compress, { threshold: 1024 });
  await app.register(securityPlugin, { appUrl: config.appUrl });
  await app.register(sessionsPlugin, { secureCookies: config.secureCookies });
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  await app.register(pushPlugin, { vapid: config.push, sender: options.pushSender });
  await app.register(requestLogPlugin);
  await app.register(answerCachePlugin, { maxBytes: config.answerCacheBytes });
  await app.register(servicesPlugin);
  await app.register(attachmentsPlugin);
  if (options.schedules) await app.register(schedulesPlugin);
  await app.register(openApiPlugin, { version: SERVER_VERSION, appUrl: config.appUrl });

  await app.register(
    async (api) => {
      await api.register(inputTextPlugin);
      await api.register(statusRoutes, { version: SERVER_VERSION });
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(groupsRoutes);
      await api.register(backupRoutes);
      await api.register(invitationsRoutes);
      await api.register(importsRoutes);
      await api.register(sharingRoutes);
      await api.register(categoriesRoutes);
      await api.register(tagsRoutes);
      await api.register(rulesRoutes);
      await api.register(ruleRunsRoutes);
      await api.register(transactionsRoutes);
      await api.register(attachmentsRoutes);
      await api.register(budgetsRoutes);
      await api.register(ratesRoutes);
      await api.register(reportsRoutes);
      await api.register(accountsRoutes);
      await api.register(moneyAccountsRoutes);
      await api.register(preferencesRoutes);
      await api.register(notificationsRoutes);
    },
    { prefix: API_BASE_PATH },
  );

  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    // A signed-in visitor's page carries what its first screen needs (docs/decisions.md).
    pageData: async (request) => {
      await app.loadSession(request);
      return request.session ? app.boot.forSession(request.session) : undefined;
    },
  });
}

/** Builds the whole server; tests call app.inject on it, server.ts makes it listen. */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const database =
    options.database ??
    openDatabase(config.databaseUrl, {
      sqliteMmapBytes: config.sqliteMmapBytes,
      sqliteBulkCacheBytes: config.sqliteBulkCacheBytes,
    });
  await migrateToLatest(database.db);

  // Answers the router and Node's HTTP parser give before any hook runs are in the envelope too.
  const headers = answerHeaders(config.appUrl);
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler((): FastifyInstance => app, headers),
    clientErrorHandler: clientErrorHandler(headers),
  }).withTypeProvider<ZodTypeProvider>();

  try {
    await registerApp(app, options, database);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
