import { enabledDialects, type Dialect } from '../helpers/dialects.ts';
import { announceSkip } from '../helpers/skip-notice.ts';

const LABELS: Record<Dialect['name'], string> = { sqlite: 'SQLite', postgres: 'PostgreSQL', mariadb: 'MariaDB' };

/**
 * The dialect a scale test runs on, or a skip reason (printed LOUDLY) that says whether the
 * dialect was left out by SVC_TEST_DIALECTS or its server did not answer.
 */
export async function scaleDialect(name: Dialect['name'], what: string): Promise<{ dialect?: Dialect; skip: string | false }> {
  const dialect = (await enabledDialects()).find((d) => d.name === name);
  if (dialect) return { dialect, skip: false };
  const chosen = process.env.SVC_TEST_DIALECTS;
  const deselected = chosen !== undefined && !chosen.split(',').map((d) => d.trim()).includes(name);
  const skip = `${LABELS[name]} is ${deselected ? `left out by SVC_TEST_DIALECTS=${chosen}` : 'not reachable'}`;
  announceSkip(`${skip}: ${what} SKIPPED`);
  return { skip };
}
