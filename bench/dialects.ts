// svc on PostgreSQL and on MariaDB against svc on SQLite: read and list, each database's server
// and an SQLite one serving the same 100,000 rows, started together and measured in turns.
// Target (issue 20): PostgreSQL's reads and lists >= 60% of SQLite's on the same machine. This
// machine's speed drifts by half within minutes, so a PostgreSQL run compared with the SQLite
// part's figures from minutes before judged the drift as much as the database (49% and 96% in two
// runs of the same code).
import path from 'node:path';
import { CONNECTIONS, MEASURE_SECONDS, ROWS, SITE, TURNS } from './config.ts';
import { measureInTurns, smokeCheck, type LoadOptions } from './load.ts';
import type { Server } from './processes.ts';
import { dialectScenarioReport, type SummaryRow } from './report.ts';
import type { Scenario } from './scenarios.ts';
import { seedSqlite } from './seed-sqlite.ts';
import { createBenchSite } from './sites.ts';

export interface Target {
  server: Server;
  headers: Record<string, string>;
}

export interface SqliteReference {
  sitesDir: string;
  auth: string;
}

/**
 * The SQLite site the other databases are measured against: fresh, seeded with the same rows as
 * theirs (the seed is deterministic), and never written to, so each comparison starts from the
 * same table.
 */
export async function createSqliteReference(tmp: string): Promise<SqliteReference> {
  const sitesDir = path.join(tmp, 'reference-sites');
  const site = await createBenchSite(sitesDir, SITE, { dbType: 'sqlite' });
  seedSqlite(path.join(sitesDir, SITE, 'site.sqlite3'), ROWS);
  return { sitesDir, auth: site.auth };
}

export interface DialectRun {
  /** Database label (PostgreSQL, MariaDB). */
  database: string;
  svc: Target;
  /** svc on the SQLite reference site, started for this comparison. */
  sqlite: Target;
  names: string[];
  scenarios: Scenario[];
  load(headers: Record<string, string>): LoadOptions;
  say(text: string): void;
}

/** Each read scenario on the database's svc and the SQLite one in turns; a summary row each. */
export async function dialectPart(run: DialectRun): Promise<SummaryRow[]> {
  const rows: SummaryRow[] = [];
  for (const scenario of run.scenarios) {
    for (const t of [run.svc, run.sqlite]) await smokeCheck(t.server, scenario.request(run.names), t.headers);
    run.say(`· ${scenario.key}: ${run.svc.server.label} and ${run.sqlite.server.label}, in ${TURNS} turns each`);
    const [svc, sqlite] = await measureInTurns([run.svc, run.sqlite], () => scenario.request(run.names), run.load({}), TURNS);
    run.say(dialectScenarioReport(`${scenario.title} — ${run.database} against SQLite, ${CONNECTIONS} connections, ${MEASURE_SECONDS} s in ${TURNS} turns each`, run.database, svc!, sqlite!));
    rows.push({ label: `${scenario.key} (${run.svc.server.label})`, kind: scenario.kind, svc: svc!, sqlite: sqlite!, database: run.database });
  }
  return rows;
}
