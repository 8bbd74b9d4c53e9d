import { after, before, describe } from 'node:test';
import { enabledDialects, type Dialect } from './dialects.ts';
import { createTestSite, type TestSite } from './test-site.ts';

const dialects = await enabledDialects();

/**
 * Declares a suite once per enabled dialect, each on its own fresh site. `body` receives a getter
 * for the site (it exists once the suite's `before` ran).
 */
export function perDialect(title: string, body: (site: () => TestSite, dialect: Dialect) => void, options: Parameters<typeof createTestSite>[1] = {}): void {
  for (const dialect of dialects) {
    describe(`${title} [${dialect.name}]`, () => {
      let site: TestSite;
      before(async () => {
        site = await createTestSite(dialect, options);
      });
      after(async () => {
        await site?.close();
      });
      body(() => site, dialect);
    });
  }
}
