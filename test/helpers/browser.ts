import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import type { TestSite } from './test-site.ts';
import { announceSkip } from './skip-notice.ts';

/** Debian's chromium (README "Test"; SVC_CHROMIUM overrides the path); playwright-core never downloads a browser. */
export const CHROMIUM = process.env.SVC_CHROMIUM ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** True (after saying so loudly) when chromium is not installed, so `what` is skipped. */
export function chromiumMissing(what: string): boolean {
  if (fs.existsSync(CHROMIUM)) return false;
  announceSkip(`${CHROMIUM} not found: ${what} is SKIPPED. Install it with: apt-get update && apt-get install -y chromium`);
  return true;
}

/** Starts the site's app on a loopback port and answers its base URL. */
export async function listenOnLoopback(site: TestSite): Promise<string> {
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  const address = site.app.server.address();
  assert.ok(address && typeof address === 'object');
  return `http://127.0.0.1:${address.port}`;
}

export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}
