import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import type Nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; logged when no SMTP server is configured. */
  link: string;
}

export interface Mailer {
  /** Queues a mail; failures are logged, never thrown into the request that caused the mail. */
  send(message: MailMessage): void;
  /** Resolves when every queued mail has been handed over (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

interface MailerOptions {
  smtpUrl: string | null;
  from: string;
}

/** Log levels that leave out info records (LOG_LEVEL in the README). */
const BELOW_INFO = new Set(['fatal', 'error', 'warn', 'silent']);

/** Where the link of an unsent mail goes as plain text: standard output, where the log goes. */
function printLine(line: string): void {
  process.stdout.write(`${line}\n`);
}

export function createMailer(
  options: MailerOptions,
  log: FastifyBaseLogger,
  print: (line: string) => void = printLine,
): Mailer {
  // Loaded only when mail is really sent: it costs start time and memory (docs/performance.md).
  const transport = options.smtpUrl
    ? (createRequire(import.meta.url)('nodemailer') as typeof Nodemailer).createTransport(
        options.smtpUrl,
      )
    : null;
  const pending = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    if (!transport) {
      // No SMTP server: the log is the mailbox, so a new user can still follow the link.
      log.info(
        { mail: { to: message.to, subject: message.subject, link: message.link } },
        `E-mail not sent (SMTP_URL is not set). To ${message.to}: ${message.subject}\n${message.text}`,
      );
      // The JSON line escapes the mail's line breaks, so the link also goes out alone, ready to
      // copy (README, 'Your first account'); unless the log is turned down, as the record is.
      if (!BELOW_INFO.has(log.level)) print(message.link);
      return;
    }
    const { link: _link, ...mail } = message;
    await transport.sendMail({ from: options.from, ...mail });
    log.info({ mail: { to: message.to, subject: message.subject } }, 'e-mail sent');
  }

  return {
    send(message) {
      const delivery = deliver(message)
        .catch((err: unknown) => {
          log.error({ err, mail: { to: message.to, subject: message.subject } }, 'e-mail failed');
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}

export const mailerPlugin = fp(
  async (app: FastifyInstance, options: MailerOptions) => {
    const mailer = createMailer(options, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.idle());
  },
  { name: 'mailer' },
);
