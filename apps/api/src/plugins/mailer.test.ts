import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const MAIL = {
  to: 'new@example.test',
  subject: 'Confirm your e-mail address for Budget App',
  text: 'Hello,\n\nhttps://budget.example/activate-account?token=abc&email=new%40example.test\n',
  html: '<p>Hello</p>',
  link: 'https://budget.example/activate-account?token=abc&email=new%40example.test',
};

/** Just what the mailer uses of a logger: records kept in an array, one level threshold. */
function memoryLog(level: 'info' | 'warn') {
  const records: { object: unknown; message: string }[] = [];
  const log = {
    info: (object: unknown, message: string) => records.push({ object, message }),
    error: (object: unknown, message: string) => records.push({ object, message }),
    level,
  } as unknown as FastifyBaseLogger;
  return { log, records };
}

describe('mailer without SMTP_URL', () => {
  it('logs the mail with mail.link and prints the link alone on a plain-text line', async () => {
    const { log, records } = memoryLog('info');
    const printed: string[] = [];
    const mailer = createMailer({ smtpUrl: null, from: 'Budget App <a@b.c>' }, log, (line) =>
      printed.push(line),
    );
    mailer.send(MAIL);
    await mailer.idle();
    expect(records).toHaveLength(1);
    expect(records[0]?.object).toMatchObject({ mail: { to: MAIL.to, link: MAIL.link } });
    expect(printed).toEqual([MAIL.link]);
  });

  it('prints nothing when the log is turned below info', async () => {
    const { log } = memoryLog('warn');
    const printed: string[] = [];
    const mailer = createMailer({ smtpUrl: null, from: 'a@b.c' }, log, (line) =>
      printed.push(line),
    );
    mailer.send(MAIL);
    await mailer.idle();
    expect(printed).toEqual([]);
  });
});
