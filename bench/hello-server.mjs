/**
 * The reference of bench/api-speed.ts: a bare Fastify hello-world, the Fastify the server resolves
 * (so the same version), no plugins, no logging. Listens on PORT and says `ready <version>` on stdout.
 */
import { createRequire } from 'node:module';

const fromServer = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { default: Fastify } = await import(fromServer.resolve('fastify'));
const { version } = fromServer('fastify/package.json');

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`ready ${version}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
