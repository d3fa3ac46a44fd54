import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client.ts';

/**
 * Renders a screen at a path, in StrictMode, with a fresh query client and a toaster. A
 * declarative router is used because data routers build fetch Requests, and jsdom's AbortSignal
 * is not the one Node's Request accepts.
 */
interface RouteOptions {
  /** The route pattern the screen is mounted at. */
  path?: string;
  /** The address opened first (defaults to the pattern). */
  url?: string;
  /** History state of that first entry, e.g. the guard's { from }. */
  state?: unknown;
  /** An address opened before the first, which going back returns to. */
  before?: string;
  /** Stand-in screens that just print a text, to observe navigation. */
  extraRoutes?: { path: string; text: string }[];
  /** A query client prepared beforehand (e.g. with the page's boot data); a fresh one otherwise. */
  queryClient?: QueryClient;
}

export function renderRoute(element: ReactElement, options: RouteOptions = {}) {
  const { path = '/', url = path, state, extraRoutes = [] } = options;
  const queryClient = options.queryClient ?? createQueryClient();
  const [pathname = '/', search = ''] = url.split('?');
  const first = { pathname, search: search && `?${search}`, state };
  const entries = options.before === undefined ? [first] : [options.before, first];
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <Routes>
            <Route path={path} element={element} />
            {extraRoutes.map((route) => (
              <Route key={route.path} path={route.path} element={<p>{route.text}</p>} />
            ))}
          </Routes>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, queryClient };
}
