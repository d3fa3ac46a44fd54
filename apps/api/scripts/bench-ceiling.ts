// The ceiling of the benchmark: a bare Fastify server answering a fixed JSON body.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 0, data: { ok: true }, errors: [], warnings: [] };
app.get('/', async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
