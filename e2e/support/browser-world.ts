import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startMailbox, type Mailbox } from '../../apps/api/src/test/mailbox.ts';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { registerUser } from './users.ts';

export interface BrowserWorld {
  mailbox: Mailbox;
  server: RunningServer;
  browser: Browser;
}

/**
 * What a file of browser tests starts with, in its `describe`: a mailbox, a server that mails
 * to it (with `settings` added to its environment), the given accounts registered and
 * confirmed, and Chromium; all closed after the file.
 * The parts are there from the file's first test on.
 */
export function browserWorld(
  emails: readonly string[],
  settings: Record<string, string> = {},
): BrowserWorld {
  const world: Partial<BrowserWorld> = {};
  beforeAll(async () => {
    world.mailbox = await startMailbox();
    world.server = await startServer({ SMTP_URL: world.mailbox.url, ...settings });
    for (const email of emails) await registerUser(world.server.url, world.mailbox, email);
    world.browser = await launchBrowser();
  });
  afterAll(async () => {
    await world.browser?.close();
    await world.server?.stop();
    await world.mailbox?.close();
  });
  return world as BrowserWorld;
}
