import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppProviders } from './providers.tsx';

export function App({ client, router }: { client: QueryClient; router: DataRouter }) {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
