// The cost of User Permissions on listings (issue 16): the list scenario as a System Manager with
// no User Permissions, then as one restricted by two (allowed Users and Roles, which narrow ToDo's
// allocated_to, assigned_by and role links). Target: the restricted listing within 10% of the
// unrestricted one. Interleaved rounds (A B, B A), averaged, so drift weighs on both alike.
import { CONNECTIONS, MEASURE_SECONDS, WARMUP_SECONDS } from './config.ts';
import { measure, type Measurement } from './load.ts';
import type { Server } from './processes.ts';
import { table } from './report.ts';
import { balancedRounds } from './rounds.ts';
import type { Scenario } from './scenarios.ts';

const TARGET = 0.9;
const ROUNDS = 2;

async function post(server: Server, auth: string, path: string, body: unknown): Promise<any> {
  const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A System Manager with keys, restricted by the given User Permissions. */
async function benchUser(server: Server, adminAuth: string, email: string, restrictions: Array<[string, string]>): Promise<string> {
  await post(server, adminAuth, '/api/resource/User', { email, first_name: email.split('@')[0], roles: [{ role: 'System Manager' }] });
  for (const [allow, value] of restrictions) await post(server, adminAuth, '/api/resource/User Permission', { user: email, allow, for_value: value });
  const keys = (await post(server, adminAuth, '/api/method/frappe.core.doctype.user.user.generate_keys', { user: email })).message;
  return `token ${keys.api_key}:${keys.api_secret}`;
}

export async function userPermissionsPart(run: { svc: Server; adminAuth: string; list: Scenario; say(text: string): void }): Promise<void> {
  const free = await benchUser(run.svc, run.adminAuth, 'bench.free@example.com', []);
  const restricted = await benchUser(run.svc, run.adminAuth, 'bench.restricted@example.com', [['User', 'Administrator'], ['Role', 'System Manager']]);
  const variants: Array<[string, string]> = [['no User Permissions', free], ['two User Permissions', restricted]];
  const results = new Map<string, Measurement[]>();
  for (const [label, auth] of balancedRounds(variants, ROUNDS)) {
    const m = await measure(run.svc, () => run.list.request([]), { connections: CONNECTIONS, seconds: MEASURE_SECONDS, warmupSeconds: WARMUP_SECONDS, headers: { authorization: auth } });
    results.set(label, [...(results.get(label) ?? []), m]);
  }
  const mean = (ms: Measurement[], pick: (m: Measurement) => number) => ms.reduce((s, m) => s + pick(m), 0) / ms.length;
  const baseline = mean(results.get(variants[0][0])!, (m) => m.reqPerSec);
  const rows = variants.map(([label], i) => {
    const ms = results.get(label)!;
    const share = mean(ms, (m) => m.reqPerSec) / baseline;
    return [label, Math.round(mean(ms, (m) => m.reqPerSec)).toLocaleString('en-US'), mean(ms, (m) => m.p99Ms).toFixed(2), i === 0 ? '-' : `${Math.round(share * 100)}%`, i === 0 ? '' : share >= TARGET ? 'met' : 'MISSED'];
  });
  run.say(`\n── list 20 Open ToDos as a System Manager, with and without User Permissions (${CONNECTIONS} connections, ${MEASURE_SECONDS} s, mean of ${ROUNDS} interleaved rounds) ──`);
  run.say(table(['', 'req/s', 'p99 ms', 'of unrestricted', `>= ${TARGET * 100}%`], rows));
}
