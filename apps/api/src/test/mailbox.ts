import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link of the plain-text part. */
  link: string | null;
}

/** A real SMTP server on a free port that keeps what it receives, for tests of e-mailed links. */
export interface Mailbox {
  url: string;
  mails: ReceivedMail[];
  /** The newest mail to the address (optionally with a subject fragment), waiting for it briefly. */
  latest(to: string, subject?: string, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          mails.push({
            to: to?.value[0]?.address?.toLowerCase() ?? '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            link: /https?:\/\/\S+/.exec(text)?.[0] ?? null,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string, subject?: string) =>
    mails.findLast(
      (mail) => mail.to === to.toLowerCase() && (!subject || mail.subject.includes(subject)),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async latest(to, subject, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(to, subject);
        if (mail) return mail;
        if (Date.now() > deadline)
          throw new Error(`No mail to ${to} (${subject ?? 'any subject'})`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    clear: () => void mails.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
