import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where `vite build --config playground/vite.config.ts` puts GraphiQL (same from src and dist). */
const playgroundDir = fileURLToPath(new URL('../../dist/playground', import.meta.url));

const notBuilt = `<!doctype html><html lang="en"><meta charset="utf-8"><title>GraphQL playground</title>
<p>The playground is not built yet: run <code>npm run build</code> (or <code>npm start</code>).</p></html>`;

/**
 * Serves GraphiQL's assets under /graphql/playground/ and returns the function that gives its
 * page, which the GraphQL route answers to a browser's GET /graphql.
 */
export async function registerPlayground(app: FastifyInstance): Promise<() => Promise<string>> {
  const page = join(playgroundDir, 'index.html');
  if (!existsSync(page)) return async () => notBuilt;
  await app.register(fastifyStatic, {
    root: join(playgroundDir, 'assets'),
    prefix: '/graphql/playground/assets/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });
  const html = await readFile(page, 'utf8');
  return async () => html;
}
