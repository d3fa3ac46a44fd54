import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * The methods of each path without parameters ('/api/v1/groups/assign-users'), as routes are
 * added. Such a path names an action, never an id: a method it lacks answers 405, even where a
 * route with a parameter ('/api/v1/groups/:groupId') would also match it.
 */
const fixedPaths = new WeakMap<FastifyInstance, Map<string, Set<string>>>();

const withoutTrailingSlash = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

/** Keeps the fixed paths of every route added after it (register it before the routes). */
export function trackFixedPaths(app: FastifyInstance): void {
  const paths = new Map<string, Set<string>>();
  fixedPaths.set(app, paths);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (/[:*]/.test(route.url)) return;
    const url = withoutTrailingSlash(route.url);
    const methods = paths.get(url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    paths.set(url, methods);
  });
}

/** The methods a fixed path is served with, or undefined for any other path. */
export function fixedPathMethods(app: FastifyInstance, path: string): string[] | undefined {
  const methods = fixedPaths.get(app)?.get(withoutTrailingSlash(path));
  return methods && app.supportedMethods.filter((method) => methods.has(method));
}

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
  return (
    fixedPathMethods(app, path) ??
    app.supportedMethods.filter((method) => routeParams(app, method, path) !== null)
  );
}
