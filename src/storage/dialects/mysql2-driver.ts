import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * mysql2's promise API, loaded on first use rather than at start-up: it costs about 18 MB of
 * memory, which a server without a MariaDB site never needs.
 */
export function mysql2(): typeof import('mysql2/promise') {
  return load('mysql2/promise') as typeof import('mysql2/promise');
}
