import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A service plugin's name, which other plugins' dependencies give: `invitation-links-service`. */
export function servicePluginName(decoration: string): string {
  return `${decoration.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-service`;
}

/**
 * A module's service as a plugin: built once from what the plugins it depends on decorated, and
 * decorated onto the app as `app[decoration]`. Fastify refuses to register it before its
 * dependencies, so a missing one fails the start rather than a request.
 */
export function servicePlugin<K extends keyof FastifyInstance & string>(
  decoration: K,
  dependencies: string[],
  build: (app: FastifyInstance) => FastifyInstance[K],
) {
  return fp(
    async (app: FastifyInstance) => {
      // decorate's typing cannot tie a generic key to its property's type; `build`'s does.
      const service: unknown = build(app);
      app.decorate(decoration as string, service);
    },
    { name: servicePluginName(decoration), dependencies },
  );
}
