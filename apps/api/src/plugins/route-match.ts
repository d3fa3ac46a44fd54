import type { FastifyInstance } from 'fastify';

/**
 * The parameters of the route a path would match, or null. The web app's catch-all (GET /*,
 * which hands any page path to the client router) counts as no route.
 */
export function routeParams(app: FastifyInstance, method: string, path: string) {
  const route = app.findRoute({ method: method as 'GET', url: path });
  if (!route) return null;
  const params = route.params as Record<string, string | undefined>;
  return params['*'] !== undefined && `/${params['*']}` === path ? null : params;
}

/** The methods a path is served with, for a 405's Allow header. */
export function allowedMethods(app: FastifyInstance, path: string): string[] {
  return app.supportedMethods.filter((method) => routeParams(app, method, path) !== null);
}
