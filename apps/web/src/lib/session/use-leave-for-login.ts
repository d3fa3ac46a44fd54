import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSession } from './session-query.ts';

/**
 * After the session ended: leaves for /login, then forgets the user's cached data. Navigating
 * first keeps the guard from recording this screen as the place to return to after a sign-in.
 */
export function useLeaveForLogin(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await navigate('/login', { replace: true });
    clearSession(queryClient);
  };
}
