import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import './lib/i18n/i18n.ts';
import { routes } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { sessionKeys } from './lib/query-keys.ts';

/**
 * A public screen drawn as a visitor who is not signed in first sees it, for the build to write
 * into its page (apps/web/prerender.ts): the same tree main.tsx hydrates, with the session known
 * to be nobody's, as the server sends these pages only to such visitors.
 */
export async function renderPublicScreen(url: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  if (context.errors) throw new Error(`${url} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  client.setQueryData(sessionKeys.current(), null);
  return renderToString(
    <StrictMode>
      <AppProviders client={client}>
        {/* No hydration data: the routes load nothing, and the page allows no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
