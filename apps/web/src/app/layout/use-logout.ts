import { useLogoutMutation } from '@/features/auth/api/use-logout-mutation.ts';
import { turnOffPushOnSignOut } from '@/lib/push/turn-off-push.ts';
import { signOutWith } from '@/lib/session/sign-out.ts';
import { useLeaveForLogin } from '@/lib/session/use-leave-for-login.ts';

/** Signs out on the server, then leaves for /login and forgets the user's cached data. */
export function useLogout() {
  const mutation = useLogoutMutation();
  const leaveForLogin = useLeaveForLogin();

  async function logout() {
    // While the session can still ask the server to forget this browser.
    await turnOffPushOnSignOut();
    try {
      await signOutWith(() => mutation.mutateAsync());
    } catch {
      // The server session may still be alive, so the browser stays signed in; the query
      // client has said why.
      return;
    }
    await leaveForLogin();
  }

  return { logout, isPending: mutation.isPending };
}
