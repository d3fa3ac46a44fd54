import { DEFAULT_PREFERENCES } from '@budget/contract';
import { afterEach } from 'vitest';
import { reportNetworkAnswer } from '@/lib/offline/network-status.ts';
import { applyPreferences } from '@/lib/preferences/preferences-store.ts';
import { clearSessionError } from '@/lib/session/session-error.ts';
import { endSignOut } from '@/lib/session/sign-out.ts';

// The 'web' project's files share a worker's modules (apps/web/vitest.config.ts): what one test
// applied (a user's display currency, a failed call, a sign-out, a session error) must not start
// the next, in this file or a later one. Not loaded by the files that run alone, one of which
// checks how zod behaves when first loaded.
afterEach(() => {
  applyPreferences(DEFAULT_PREFERENCES);
  reportNetworkAnswer();
  clearSessionError();
  endSignOut();
});
