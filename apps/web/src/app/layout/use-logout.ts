import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from '@/features/auth/api/use-logout-mutation.ts';
import { clearSession } from '@/lib/session/session-query.ts';
import { beginSignOut, endSignOut } from '@/lib/session/sign-out.ts';

/** Signs out on the server, then leaves for /login and forgets the user's cached data. */
export function useLogout() {
  const mutation = useLogoutMutation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function logout() {
    beginSignOut();
    try {
      await mutation.mutateAsync();
    } catch {
      // The server session may still be alive, so the browser stays signed in; the query
      // client has said why.
      endSignOut();
      return;
    }
    // Navigating first keeps the guard from recording this screen as the place to return to.
    await navigate('/login', { replace: true });
    clearSession(queryClient);
  }

  return { logout, isPending: mutation.isPending };
}
