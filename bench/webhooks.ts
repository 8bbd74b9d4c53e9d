// Webhooks (issue 54): the latency a save gains from 5 webhooks on its DocType (the save only
// owes the deliveries and enqueues them after its commit: it never waits for the receiver), and
// webhook deliveries per second, run by a `svc worker` process against a local HTTP receiver.
// A fresh SQLite site with webhook_allow_private_addresses. `npm run bench:webhooks [-- --saves N]`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { BUILTIN_APP_DIR, loadApps } from '../src/apps/load-apps.ts';
import { systemClock } from '../src/context/clock.ts';
import { createDocument } from '../src/operations/document-create.ts';
import { systemContext } from '../src/operations/system-context.ts';
import { createSite } from '../src/sites/create-site.ts';
import { SiteRuntime } from '../src/sites/site-runtime.ts';
import { table } from './report.ts';

const SAVES = Number(process.argv[process.argv.indexOf('--saves') + 1]) || 400;
const WEBHOOKS = 5;
const CONCURRENCY = 8;
const GIVE_UP_MS = 10 * 60_000;
const root = path.resolve(import.meta.dirname, '..');
const SVC_BIN = path.join(root, 'bin', 'svc.js');
const log = pino({ level: 'silent' });
const clock = systemClock();

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Inserts `count` Notes one after another; answers each save's milliseconds, sorted. */
async function timeSaves(runtime: SiteRuntime, prefix: string, count: number): Promise<number[]> {
  const sys = systemContext(runtime, clock, log);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await createDocument(sys, 'Note', { title: `${prefix}-${i}`, content: 'webhook bench', public: 0 });
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const received = { count: 0 };
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.count++;
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;

  const sitesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-bench-webhooks-'));
  const apps = await loadApps([BUILTIN_APP_DIR]);
  const site = 'webhooks.bench';
  await createSite({ sitesDir, name: site, adminPassword: 'bench-admin', developerMode: false, apps, clock, log, dbType: 'sqlite' });
  const configFile = path.join(sitesDir, site, 'site_config.json');
  fs.writeFileSync(configFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(configFile, 'utf8')), webhook_allow_private_addresses: 1 }));
  const runtime = await SiteRuntime.open(sitesDir, site, apps, clock, log);
  const sys = systemContext(runtime, clock, log);

  await timeSaves(runtime, 'warm', 50);
  const without = await timeSaves(runtime, 'none', SAVES);
  for (let i = 0; i < WEBHOOKS; i++) {
    await createDocument(sys, 'Webhook', {
      __newname: `bench-${i}`, webhook_doctype: 'Note', webhook_docevent: 'after_insert', request_url: `http://127.0.0.1:${port}/hook/${i}`,
      request_structure: 'JSON', webhook_json: '{"title": {{ doc.title | tojson }}, "name": {{ doc.name | tojson }}}', enable_security: 1, webhook_secret: `secret-${i}`,
    });
  }
  const withHooks = await timeSaves(runtime, 'five', SAVES);
  const owed = await runtime.jobs.queue.count({ status: 'queued' });

  const worker = spawn(process.execPath, [SVC_BIN, '--sites-dir', sitesDir, 'worker', '--concurrency', String(CONCURRENCY), '--no-scheduler'], {
    env: { ...process.env, SVC_LOG_LEVEL: 'silent' }, stdio: 'ignore',
  });
  const started = performance.now();
  let firstAt = 0;
  while (received.count < owed && performance.now() - started < GIVE_UP_MS) {
    await new Promise((r) => setTimeout(r, 50));
    if (!firstAt && received.count > 0) firstAt = performance.now();
  }
  const deliveredIn = (performance.now() - (firstAt || started)) / 1000;
  // Let the last jobs record their ends before counting.
  const open = async () => (await runtime.jobs.queue.count({ status: 'queued' })) + (await runtime.jobs.queue.count({ status: 'started' }));
  while ((await open()) > 0 && performance.now() - started < GIVE_UP_MS) await new Promise((r) => setTimeout(r, 100));
  worker.kill('SIGTERM');
  const finished = await runtime.jobs.queue.count({ status: 'finished' });
  const logs = await runtime.db.read((tx) => tx.all<{ n: number }>(tx.builder.selectFrom('tabWebhook Request Log').select((eb) => eb.fn.countAll<number>().as('n'))));

  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  process.stdout.write(`${table(
    ['figure', `no webhook`, `${WEBHOOKS} webhooks`, 'added'],
    [
      ['save (insert of a Note), mean', ms(mean(without)), ms(mean(withHooks)), ms(mean(withHooks) - mean(without))],
      ['save, p50', ms(percentile(without, 0.5)), ms(percentile(withHooks, 0.5)), ms(percentile(withHooks, 0.5) - percentile(without, 0.5))],
      ['save, p95', ms(percentile(without, 0.95)), ms(percentile(withHooks, 0.95)), ms(percentile(withHooks, 0.95) - percentile(without, 0.95))],
    ],
  )}\n`);
  process.stdout.write(`${table(
    ['figure', 'value'],
    [
      ['saves with webhooks', String(SAVES)],
      ['deliveries owed (jobs enqueued)', String(owed)],
      ['requests the receiver got', String(received.count)],
      ['jobs finished', String(finished)],
      ['Webhook Request Logs written', String(Number(logs[0]?.n ?? 0))],
      [`deliveries per second (1 svc worker, concurrency ${CONCURRENCY})`, (received.count / deliveredIn).toFixed(1)],
    ],
  )}\n`);
  await runtime.close();
  receiver.close();
  fs.rmSync(sitesDir, { recursive: true, force: true });
  if (received.count !== owed) process.exitCode = 1;
}

await main();
