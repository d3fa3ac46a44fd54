import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * The routes whose path ends in a fixed word ('/api/v1/groups/assign-users',
 * '/api/v1/groups/:groupId/rules/preview'), by that word, as routes are added. Such a path names
 * an action, never an id: a method it lacks answers 405, even where a route ending in a parameter
 * ('/api/v1/groups/:groupId', '.../rules/:ruleId') would also match it.
 */
interface ActionPath {
  pattern: RegExp;
  methods: Set<string>;
}
const actionPaths = new WeakMap<FastifyInstance, Map<string, ActionPath[]>>();

const withoutTrailingSlash = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const escaped = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A route's path as a pattern: each parameter one segment. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escaped(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** Keeps the action paths of every route added after it (register it before the routes). */
export function trackFixedPaths(app: FastifyInstance): void {
  const byWord = new Map<string, ActionPath[]>();
  actionPaths.set(app, byWord);
  app.addHook('onRoute', (route: RouteOptions) => {
    const url = withoutTrailingSlash(route.url);
    const word = lastSegment(url);
    if (word === '' || /[:*]/.test(word) || url.includes('*')) return;
    const paths = byWord.get(word) ?? [];
    let path = paths.find((known) => known.pattern.source === patternOf(url).source);
    if (!path) {
      path = { pattern: patternOf(url), methods: new Set() };
      paths.push(path);
      byWord.set(word, paths);
    }
    for (const method of [route.method].flat()) path.methods.add(method);
  });
}

/** The methods an action path is served with, or undefined for any other path. */
export function fixedPathMethods(app: FastifyInstance, path: string): string[] | undefined {
  const url = withoutTrailingSlash(path);
  const candidates = actionPaths.get(app)?.get(lastSegment(url));
  const matching = candidates?.filter((candidate) => candidate.pattern.test(url)) ?? [];
  if (matching.length === 0) return undefined;
  return app.supportedMethods.filter((method) =>
    matching.some((candidate) => candidate.methods.has(method)),
  );
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
