// The baseline: a bare Fastify 'hello' on the same machine, same Node.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(
  `bare fastify listening at http://127.0.0.1:${app.server.address().port}`,
);
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
