import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A module's service as a plugin named after the decoration it adds, `app[name]`: built once by
 * `build` from what the plugins it depends on decorated. Fastify refuses to register it before
 * its dependencies, so a missing one fails the start rather than a request.
 */
export function servicePlugin<K extends keyof FastifyInstance & string>(
  name: K,
  dependencies: string[],
  build: (app: FastifyInstance) => FastifyInstance[K],
) {
  return fp(
    async (app: FastifyInstance) => {
      // decorate's typing cannot tie a generic key to its property's type; `build`'s does.
      const service: unknown = build(app);
      app.decorate(name as string, service);
    },
    { name, dependencies },
  );
}
