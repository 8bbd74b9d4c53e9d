// Formats results as plain-text tables with each target printed next to the figure it judges.
import { TARGETS } from './config.ts';
import type { Measurement } from './load.ts';
import type { Scenario } from './scenarios.ts';

/** Right-aligned columns; the first column is left-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => '  ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('   ');
  return [line(header), ...rows.map(line)].join('\n');
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => n.toFixed(2);
const mb = (n: number) => n.toFixed(1);
const pct = (n: number) => `${Math.round(n * 100)}%`;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
/** Above this many cores used by other processes during a run, its figures are flagged. */
const DISTURBED_CORES = 0.2;
const disturbed = (label: string, m?: Measurement) => (m && m.otherCores > DISTURBED_CORES ? [`${label} ${m.otherCores.toFixed(1)} cores`] : []);

function measurementRow(label: string, m: Measurement): string[] {
  return [label, int(m.reqPerSec), ms(m.p50Ms), ms(m.p99Ms), mb(m.peakRssMb), int(m.cpuUsPerReq), int(m.failed)];
}

const HEADER = ['', 'req/s', 'p50 ms', 'p99 ms', 'peak RSS MB', 'server CPU µs/req', 'non-2xx/err'];
const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}x`;

/** The table of one scenario: svc, bare (when measured) and their ratio, then the targets. */
export function scenarioReport(title: string, scenario: Pick<Scenario, 'kind'>, svc: Measurement, bare?: Measurement): string {
  const rows = [measurementRow('svc', svc)];
  const targets: string[] = [];
  if (bare) {
    rows.push(measurementRow('bare', bare));
    rows.push(['svc/bare', pct(svc.reqPerSec / bare.reqPerSec), ratio(svc.p50Ms, bare.p50Ms), ratio(svc.p99Ms, bare.p99Ms), ratio(svc.peakRssMb, bare.peakRssMb), ratio(svc.cpuUsPerReq, bare.cpuUsPerReq), '']);
    const want = scenario.kind === 'read' ? TARGETS.readRatio : TARGETS.writeRatio;
    targets.push(`req/s >= ${pct(want)} of bare: ${verdict(svc.reqPerSec / bare.reqPerSec >= want)} (${pct(svc.reqPerSec / bare.reqPerSec)})`);
  }
  targets.push(`p99 < ${TARGETS.p99Ms} ms: ${verdict(svc.p99Ms < TARGETS.p99Ms)} (${ms(svc.p99Ms)})`);
  targets.push(`peak RSS <= ${TARGETS.peakRssMb} MB: ${verdict(svc.peakRssMb <= TARGETS.peakRssMb)} (${mb(svc.peakRssMb)})`);
  if (svc.failed > 0 || (bare?.failed ?? 0) > 0) targets.push('!!! some answers were not 2xx');
  const others = [...disturbed('svc', svc), ...disturbed('bare', bare)];
  const warning = others.length > 0 ? `  !!! other processes used CPU during the run (${others.join(', ')}): figures skewed\n` : '';
  return `\n── ${title} ──\n${table(HEADER, rows)}\n  targets (svc): ${targets.join(' | ')}\n${warning}`;
}

export interface SummaryRow {
  label: string;
  kind: 'read' | 'write';
  svc: Measurement;
  bare?: Measurement;
  /** svc on SQLite with the same rows, measured in the same turns (another database's rows). */
  sqlite?: Measurement;
  /** Set when svc used a database server whose CPU counts as "other processes". */
  database?: string;
}

/** Every scenario on one screen, for copying into an issue. */
export function summaryReport(rows: SummaryRow[]): string {
  const header = ['scenario', 'svc req/s', 'bare req/s', 'svc/bare', 'target', 'svc p50', 'svc p99', 'bare p50', 'bare p99', 'svc RSS MB', 'bare RSS MB', 'CPU µs/req svc/bare', 'non-2xx'];
  const body = rows.map(({ label, kind, svc, bare }) => {
    const share = bare ? svc.reqPerSec / bare.reqPerSec : NaN;
    const want = kind === 'read' ? TARGETS.readRatio : TARGETS.writeRatio;
    return [
      label, int(svc.reqPerSec), bare ? int(bare.reqPerSec) : '-', bare ? pct(share) : '-', bare ? `>=${pct(want)} ${verdict(share >= want)}` : '-',
      ms(svc.p50Ms), `${ms(svc.p99Ms)}${svc.p99Ms < TARGETS.p99Ms ? '' : ' !'}`, bare ? ms(bare.p50Ms) : '-', bare ? ms(bare.p99Ms) : '-',
      `${mb(svc.peakRssMb)}${svc.peakRssMb <= TARGETS.peakRssMb ? '' : ' !'}`, bare ? mb(bare.peakRssMb) : '-',
      `${int(svc.cpuUsPerReq)}/${bare ? int(bare.cpuUsPerReq) : '-'}`, int(svc.failed + (bare?.failed ?? 0)),
    ];
  });
  const others = rows.filter((r) => !r.database).flatMap(({ label, svc, bare }) => [...disturbed(label, svc), ...disturbed(`${label} bare`, bare)]);
  const warning = others.length > 0 ? `\n  !!! runs disturbed by other processes: ${others.join(', ')}` : '';
  return `${table(header, body)}\n  (latencies in ms; "!" marks svc p99 >= ${TARGETS.p99Ms} ms or peak RSS > ${TARGETS.peakRssMb} MB)${warning}`;
}

/** "A filtered, sorted page from the 100,000-row table": the list at 1 connection; svc rows are judged. */
export function sequentialReport(title: string, rows: Array<{ label: string; m: Measurement }>, database?: string): string {
  const body = rows.map(({ label, m }) => [
    label, ms(m.p50Ms), ms(m.p99Ms), int(m.reqPerSec), int(m.failed),
    label.startsWith('svc') ? verdict(m.p50Ms < TARGETS.sequentialListP50Ms) : '',
  ]);
  const others = database ? [] : rows.flatMap(({ label, m }) => disturbed(label, m));
  const warning = others.length > 0 ? `\n  !!! other processes used CPU during the run (${others.join(', ')}): figures skewed` : '';
  return `\n── ${title} ──\n${table(['', 'p50 ms', 'p99 ms', 'req/s', 'non-2xx/err', `p50 < ${TARGETS.sequentialListP50Ms} ms`], body)}${warning}`;
}

/** The bare server's constant route: what Fastify and loopback alone allow on this machine. */
export function ceilingReport(title: string, m: Measurement): string {
  return `\n── ${title} ──\n${table(['', 'req/s', 'p50 ms', 'p99 ms', 'server CPU µs/req'], [['bare', int(m.reqPerSec), ms(m.p50Ms), ms(m.p99Ms), int(m.cpuUsPerReq)]])}`;
}

/** One read scenario on another database against svc on SQLite, measured in the same turns. */
export function dialectScenarioReport(title: string, database: string, svc: Measurement, sqlite: Measurement): string {
  const share = svc.reqPerSec / sqlite.reqPerSec;
  const rows = [
    measurementRow(database, svc),
    measurementRow('SQLite', sqlite),
    [`${database}/SQLite`, pct(share), ratio(svc.p50Ms, sqlite.p50Ms), ratio(svc.p99Ms, sqlite.p99Ms), ratio(svc.peakRssMb, sqlite.peakRssMb), ratio(svc.cpuUsPerReq, sqlite.cpuUsPerReq), ''],
  ];
  const targets = [`p99 < ${TARGETS.p99Ms} ms: ${verdict(svc.p99Ms < TARGETS.p99Ms)} (${ms(svc.p99Ms)})`];
  if (database === 'PostgreSQL') targets.unshift(`req/s >= ${pct(TARGETS.postgresShareOfSqlite)} of SQLite: ${verdict(share >= TARGETS.postgresShareOfSqlite)} (${pct(share)})`);
  const failed = svc.failed > 0 || sqlite.failed > 0 ? '\n  !!! some answers were not 2xx' : '';
  return `\n── ${title} ──\n${table(HEADER, rows)}\n  targets (${database}): ${targets.join(' | ')}${failed}\n  ${database} (and any other process) used ${svc.otherCores.toFixed(1)} cores besides svc and the load generator\n`;
}

/** Read and list throughput of svc on each other database against svc on SQLite in the same turns; PostgreSQL's judged. */
export function dialectReport(rows: SummaryRow[]): string {
  const body = rows.filter((r) => r.sqlite && r.database).map(({ label, svc, sqlite, database }) => {
    const share = svc.reqPerSec / sqlite!.reqPerSec;
    const target = database === 'PostgreSQL' ? `>=${pct(TARGETS.postgresShareOfSqlite)} ${verdict(share >= TARGETS.postgresShareOfSqlite)}` : '-';
    return [database!, label.split(' ')[0], int(svc.reqPerSec), int(sqlite!.reqPerSec), pct(share), target, `${ms(svc.p99Ms)} / ${ms(sqlite!.p99Ms)}`, `${int(svc.cpuUsPerReq)} / ${int(sqlite!.cpuUsPerReq)}`];
  });
  if (body.length === 0) return '  (no other database was measured)';
  return `${table(['database', 'scenario', 'req/s', 'SQLite req/s (same turns)', 'share', 'target', 'p99 ms / SQLite', 'svc CPU µs/req / SQLite'], body)}\n  (each database server's own CPU shares the machine with svc and the load generator)`;
}

/**
 * The issue's memory target, "RSS <= 200 MB after the whole bench", read both ways: the RSS the
 * process holds once the bench is over (the letter of it), and the stricter lifetime peak
 * (VmHWM), which earlier runs reported alone.
 */
export function memoryAfterBenchReport(label: string, afterMb: number, peakMb: number, note = '', split?: { anonMb: number; fileMb: number }): string {
  return [
    `\n  RSS of ${label} after the bench (VmRSS): ${mb(afterMb)} MB; target <= ${TARGETS.peakRssMb} MB: ${verdict(afterMb <= TARGETS.peakRssMb)}${note}`,
    ...(split ? [`  of which the process's own (RssAnon) ${mb(split.anonMb)} MB, and pages of mapped files (RssFile: node's code, the database file SQLite maps) ${mb(split.fileMb)} MB`] : []),
    `  lifetime peak RSS (VmHWM) of ${label}: ${mb(peakMb)} MB; the stricter reading, <= ${TARGETS.peakRssMb} MB: ${verdict(peakMb <= TARGETS.peakRssMb)}`,
  ].join('\n');
}
