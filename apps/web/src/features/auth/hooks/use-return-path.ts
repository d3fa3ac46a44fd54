import { useLocation } from 'react-router';

type FromState = { from?: { pathname?: string; search?: string; hash?: string } } | null;

/** Where to go after signing in: the screen the guard turned away, else the dashboard. */
export function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as FromState)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
