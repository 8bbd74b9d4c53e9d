import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * node-postgres, loaded on first use rather than at start-up: importing it loads Node's fetch
 * implementation (its stream module builds a Response), about 30 ms of every cold start and some
 * memory, which a server without a PostgreSQL site never needs.
 */
export function pgModule(): typeof import('pg') {
  const mod = load('pg') as typeof import('pg') & { default?: typeof import('pg') };
  return mod.default ?? mod;
}
