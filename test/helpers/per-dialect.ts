import { after, before, describe } from 'node:test';
import { enabledDialects, type Dialect } from './dialects.ts';
import { createTestSite, type TestSite } from './test-site.ts';

const dialects = await enabledDialects();

/**
 * Declares a suite once per enabled dialect, each on its own fresh site. `body` receives a getter
 * for the site (it exists once the suite's `before` ran).
 */
export function perDialect(title: string, body: (site: () => TestSite, dialect: Dialect) => void, options: Parameters<typeof createTestSite>[1] = {}): void {
  for (const dialect of dialects) describe(`${title} [${dialect.name}]`, () => siteSuite(dialect, body, options));
}

/**
 * A perDialect suite on one dialect: SQLite, which every run has unless SVC_TEST_DIALECTS leaves
 * it out (then the first chosen). For what lies wholly outside the database, such as the HTTP
 * layer's limits: the reads and writes of a site they make are the calls the scenario tests of
 * those endpoints make on every dialect (docs/DECISIONS.md D114).
 */
export function onOneDialect(title: string, body: (site: () => TestSite, dialect: Dialect) => void, options: Parameters<typeof createTestSite>[1] = {}): void {
  const dialect = dialects.find((d) => d.name === 'sqlite') ?? dialects[0];
  if (dialect) describe(`${title} [${dialect.name}]`, () => siteSuite(dialect, body, options));
}

/**
 * Declares `body`'s tests once per enabled dialect, in suites `<title> [<dialect>]` that run at
 * the same time (within one suite `title`), each suite's tests still one after another. For files
 * that mostly wait (for processes, leases, timers) rather than compute: the dialects' waits overlap
 * instead of adding up. Only for suites that share nothing but their file (no module-level clock
 * or state one dialect's tests change under another's) and whose test process does no blocking
 * work (spawnSync) and keeps no short deadline that the others' work could break
 * (docs/DECISIONS.md D115).
 */
export function eachDialectAtOnce(title: string, body: (dialect: Dialect) => void): void {
  describe(title, { concurrency: true }, () => {
    // A suite's concurrency passes to the suites in it unless they set their own.
    for (const dialect of dialects) describe(`${title} [${dialect.name}]`, { concurrency: 1 }, () => body(dialect));
  });
}

function siteSuite(dialect: Dialect, body: (site: () => TestSite, dialect: Dialect) => void, options: Parameters<typeof createTestSite>[1]): void {
  let site: TestSite;
  before(async () => {
    site = await createTestSite(dialect, options);
  });
  after(async () => {
    await site?.close();
  });
  body(() => site, dialect);
}
