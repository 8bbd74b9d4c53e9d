// The desk's first paint (issue 19: under 1 s on a local server): `svc serve` on a fresh SQLite
// site, a signed-in session, and cold loads of /app in Debian's chromium, each in a new browser
// context (empty caches, the session cookie only). A figure for the bench, not a test: on two
// cores shared with whatever else runs, a paint time says more about the machine than the desk.
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM, launchChromium } from '../test/helpers/browser.ts';
import { SITE } from './config.ts';
import type { Server } from './processes.ts';
import { table } from './report.ts';
import { ADMIN_PASSWORD, createBenchSite } from './sites.ts';

const TARGET_MS = 1000;
const LOADS = 7;

export interface DeskPaintOptions {
  tmp: string;
  startSvc: (label: string, sitesDir: string) => Promise<Server>;
  say: (text: string) => void;
}

/** Administrator's `sid` for the server, from `/api/method/login` as the login page gets it. */
async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/method/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usr: 'Administrator', pwd: ADMIN_PASSWORD }),
  });
  await res.text();
  const sid = res.headers.getSetCookie().map((c) => /^sid=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (res.status !== 200 || !sid) throw new Error(`login answered ${res.status} without a sid`);
  return sid;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** `npm run bench -- --desk` runs only this part (about fifteen seconds). */
export async function deskPaintPart({ tmp, startSvc, say }: DeskPaintOptions): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) {
    say(`\n!!! ${CHROMIUM} not found: the desk's first paint is SKIPPED (apt-get install -y chromium) !!!\n`);
    return;
  }
  const sitesDir = path.join(tmp, 'desk-sites');
  await createBenchSite(sitesDir, SITE, { dbType: 'sqlite' });
  const svc = await startSvc('svc-desk', sitesDir);
  const browser = await launchChromium();
  try {
    const cookie = { name: 'sid', value: await signIn(svc.url), url: svc.url };
    const loads: Array<{ fcp: number; ready: number }> = [];
    // One throwaway load first: the server gzips each asset once, on its first request.
    for (let i = 0; i <= LOADS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
      try {
        await context.addCookies([cookie]);
        const page = await context.newPage();
        await page.goto(`${svc.url}/app`);
        await page.getByRole('link', { name: 'ToDo', exact: true }).waitFor();
        const load = await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          ready: performance.getEntriesByName('desk-ready')[0]?.startTime ?? NaN,
        }));
        if (!Number.isFinite(load.fcp) || !Number.isFinite(load.ready)) throw new Error(`the desk recorded no paint marks: ${JSON.stringify(load)}`);
        if (i > 0) loads.push(load);
      } finally {
        await context.close();
      }
    }
    const fcp = loads.map((l) => l.fcp);
    const ready = loads.map((l) => l.ready);
    const row = (label: string, xs: number[]) => [label, median(xs).toFixed(0), Math.min(...xs).toFixed(0), Math.max(...xs).toFixed(0)];
    say(`\n── the desk, cold: /app in a new chromium context (empty caches, signed in), ${LOADS} loads ──`);
    say(table(['', 'median ms', 'min ms', 'max ms'], [row('first contentful paint', fcp), row('first view rendered', ready)]));
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    say(`  target: first view < ${TARGET_MS} ms (median): ${verdict(median(ready) < TARGET_MS)} (${median(ready).toFixed(0)} ms)`);
  } finally {
    await browser.close();
    await svc.stop();
  }
}
