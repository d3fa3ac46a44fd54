// The ceiling of the benchmark: a bare Fastify server answering a fixed JSON body. It can also
// replay an answer of the API byte for byte, with its headers (PUT /replay, then GET /replay): the
// same bytes from a server that does nothing else show what sending them costs (bench.ts).
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 64 * 2 ** 20 });
const body = { status: 0, data: { ok: true }, errors: [], warnings: [] };
app.get('/', async () => body);

let replay: { headers: Record<string, string>; body: Buffer } | undefined;
app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_, raw, done) =>
  done(null, raw),
);
app.put('/replay', async (request) => {
  const headers = JSON.parse(String(request.headers['x-replay-headers'] ?? '{}')) as Record<
    string,
    string
  >;
  replay = { headers, body: request.body as Buffer };
  return body;
});
app.get('/replay', (_, reply) => {
  if (!replay) return reply.code(404).send(body);
  return reply.headers(replay.headers).send(replay.body);
});

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
