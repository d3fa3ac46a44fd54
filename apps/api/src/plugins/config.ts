import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { REPOSITORY_ROOT } from '../lib/locations.ts';
import {
  attachmentsEnvironment,
  attachmentsIssues,
  toAttachmentsConfig,
} from './attachments-config.ts';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], {
      error: 'must be true or false',
    })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .positive('must be greater than 0')
    .optional()
    .transform((value) => value ?? fallback);

/** Text that decodes as base64url (unpadded, as web-push writes keys) to exactly `bytes` bytes. */
const base64UrlKey = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `must be ${what}, base64url-encoded`)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, {
      message: `must be ${what}, base64url-encoded (${bytes} bytes)`,
    })
    .optional();

const environmentSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a port number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .default('sqlite:./data/budget.db')
      .refine((url) => /^(sqlite:.+|postgres(ql)?:\/\/.+)$/.test(url), {
        message: 'must be sqlite:<path>, sqlite::memory: or postgres://...',
      }),
    APP_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z
      .string()
      .min(3, 'must be a sender address')
      .default('Budget App <no-reply@localhost>'),
    REQUIRE_CONFIRMED_EMAIL_FOR_LOGIN: flag(false),
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: flag(false),
    WEB_DIST_DIR: z.string().default(`${REPOSITORY_ROOT}apps/web/dist`),
    AUTH_RATE_LIMIT_PER_ADDRESS: positiveInt(30),
    AUTH_RATE_LIMIT_PER_ACCOUNT: positiveInt(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
    PURGE_INTERVAL_MINUTES: positiveInt(60),
    ADMIN_EMAILS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses'))),
    RATES_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    RATES_FETCH_INTERVAL_MINUTES: positiveInt(720),
    ANSWER_CACHE_MB: z.coerce
      .number({ error: 'must be a number of megabytes' })
      .min(0, 'must be 0 (off) or more')
      .default(64),
    SQLITE_MMAP_MB: z.coerce
      .number({ error: 'must be a number of megabytes' })
      .int('must be a whole number of megabytes')
      .min(0, 'must be 0 (off) or more')
      .default(2048),
    SQLITE_BULK_CACHE_MB: z.coerce
      .number({ error: 'must be a number of megabytes' })
      .int('must be a whole number of megabytes')
      .min(0, 'must be 0 (off) or more')
      .default(512),
    // Web Push (docs/decisions.md, 'Push notifications'): all three, or none (push off).
    VAPID_PUBLIC_KEY: base64UrlKey(65, 'an uncompressed P-256 public key'),
    VAPID_PRIVATE_KEY: base64UrlKey(32, 'a P-256 private key'),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
    REPORT_THREADS: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be 0 (reports in the request thread) or more')
      .max(16, 'must be 16 or fewer')
      .optional(),
    ...attachmentsEnvironment,
  })
  .superRefine((env, context) => {
    for (const { path, message } of attachmentsIssues(env)) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
    const set = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].filter(Boolean);
    if (set.length === 0 || set.length === 3) return;
    context.addIssue({
      code: 'custom',
      path: ['VAPID_PUBLIC_KEY'],
      message:
        'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are set together (push on) or not at all (push off)',
    });
  });

/** The server's VAPID identity for Web Push; null: push notifications are off. */
export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

function pushConfig(env: z.infer<typeof environmentSchema>): PushConfig | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey || !privateKey || !env.VAPID_SUBJECT) return null;
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT };
}

/**
 * Report threads by default: two on a SQLite file, whose statements otherwise run in the request
 * thread (docs/performance.md, 'Reports and accounts'); none on PostgreSQL, whose server
 * already runs them beside Node, on an in-memory database, which a thread cannot open, or on
 * one core.
 */
function defaultReportThreads(databaseUrl: string): number {
  // With one core a thread runs no report sooner, and costs its memory.
  return databaseUrl.startsWith('sqlite:') && availableParallelism() > 1 ? 2 : 0;
}

export type Config = ReturnType<typeof toConfig>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

function toConfig(env: z.infer<typeof environmentSchema>) {
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    appUrl,
    secureCookies: appUrl.startsWith('https://'),
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    requireConfirmedEmailForLogin: env.REQUIRE_CONFIRMED_EMAIL_FOR_LOGIN,
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR,
    authRateLimit: {
      perAddress: env.AUTH_RATE_LIMIT_PER_ADDRESS,
      perAccount: env.AUTH_RATE_LIMIT_PER_ACCOUNT,
      windowMs: env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    purgeIntervalMs: env.PURGE_INTERVAL_MINUTES * 60_000,
    adminEmails: env.ADMIN_EMAILS,
    ratesUrl: env.RATES_URL ?? null,
    ratesFetchIntervalMs: env.RATES_FETCH_INTERVAL_MINUTES * 60_000,
    answerCacheBytes: Math.round(env.ANSWER_CACHE_MB * 1024 * 1024),
    sqliteMmapBytes: env.SQLITE_MMAP_MB * 1024 * 1024,
    sqliteBulkCacheBytes: env.SQLITE_BULK_CACHE_MB * 1024 * 1024,
    push: pushConfig(env),
    attachments: toAttachmentsConfig(env),
    // A thread opening sqlite::memory: would find an empty database of its own.
    reportThreads:
      env.DATABASE_URL === 'sqlite::memory:'
        ? 0
        : (env.REPORT_THREADS ?? defaultReportThreads(env.DATABASE_URL)),
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Variables whose values may hold passwords or keys: never echoed in a message. */
const SECRETS = new Set([
  'SMTP_URL',
  'DATABASE_URL',
  'VAPID_PRIVATE_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
]);

/** Reads the environment variables; a bad value stops the start with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = env[name];
      const shown = SECRETS.has(name) ? '' : ` (got "${value}")`;
      // A message that names the variables itself (the VAPID trio) is not prefixed with one.
      const line = issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`;
      return `  ${line}${value === undefined ? '' : shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}

/** The checked settings as `app.config`, for the plugins that depend on them. */
export const configPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
