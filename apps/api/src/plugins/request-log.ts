import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Query parameters that carry secrets (e-mailed links land on the SPA with them). */
const SECRET_PARAMS = /([?&](?:token|activationToken|password|newPassword)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** The levels at which info lines are written. */
const WRITES_INFO = new Set(['trace', 'debug', 'info']);

/** One structured line per request, with the request id pino already binds to request.log. */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    // Below info (LOG_LEVEL=warn, say) or without a logger the line would be dropped: spare every
    // request the hook.
    if (!WRITES_INFO.has(app.log.level)) return;
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          statusCode: reply.statusCode,
          responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
          ip: request.ip,
          userId: request.session?.userId,
        },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
