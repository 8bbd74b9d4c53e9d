import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import type { PdfOptions } from '../context/pdf-renderer.ts';
import { appError } from '../errors/app-error.ts';

/** Pages printing at once per browser: more wait their turn (the server has few cores). */
export const PDF_PAGES = 2;

/** Chromium's flags for a server without a display, as README "Print formats and PDF" says. */
const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

// playwright-core costs about 150 ms to load: loaded on the first PDF.
const load = createRequire(import.meta.url);

/** Why no PDF can be printed: Chromium is not where the config says (docs/DECISIONS.md D127). */
export function chromiumMissing(path: string) {
  return appError('PDF_UNAVAILABLE', `PDF printing needs Chromium, and there is none at ${path}: install it (Debian/Ubuntu: apt-get install chromium) or set chromium_path in site_config.json to a Chromium or Chrome executable`);
}

/**
 * One headless Chromium, launched on the first PDF and kept for the next ones, printing at most
 * PDF_PAGES pages at once, each in a fresh browser context (no cookies or storage shared between
 * prints) with JavaScript off and every request the page would make refused but `data:` URLs:
 * a template's `<img src="http://169.254.169.254/...">` reaches nothing (docs/DECISIONS.md D126).
 */
export class BrowserPool {
  private browser: Promise<Browser> | null = null;
  private busy = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;

  constructor(private readonly executablePath: string) {}

  async render(html: string, options: PdfOptions, timeoutMs: number): Promise<Buffer> {
    if (this.closed) throw appError('PDF_UNAVAILABLE', 'The server is shutting down');
    await this.slot();
    try {
      const browser = await this.launched();
      const context = await browser.newContext({ javaScriptEnabled: false, offline: true, serviceWorkers: 'block' });
      try {
        await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient')));
        const page = await context.newPage();
        page.setDefaultTimeout(timeoutMs);
        return await withDeadline(print(page, html, options), timeoutMs);
      } finally {
        await context.close().catch(() => {});
      }
    } finally {
      this.release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    if (browser) await browser.then((b) => b.close()).catch(() => {});
  }

  private launched(): Promise<Browser> {
    if (!this.browser) {
      if (!fs.existsSync(this.executablePath)) throw chromiumMissing(this.executablePath);
      const { chromium } = load('playwright-core') as typeof import('playwright-core');
      const launching = chromium.launch({ executablePath: this.executablePath, headless: true, args: LAUNCH_ARGS });
      this.browser = launching;
      // A browser that failed to start, or crashed later, is launched anew by the next print.
      launching.then((b) => b.on('disconnected', () => this.browser === launching && (this.browser = null)), () => this.browser === launching && (this.browser = null));
    }
    return this.browser;
  }

  private slot(): Promise<void> {
    if (this.busy < PDF_PAGES) {
      this.busy++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy--;
  }
}

type Page = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['newPage']>>;

async function print(page: Page, html: string, options: PdfOptions): Promise<Buffer> {
  await page.setContent(html, { waitUntil: 'load' });
  const mm = (n: number) => `${n}mm`;
  return page.pdf({
    format: options.pageSize,
    landscape: options.orientation === 'Landscape',
    printBackground: true,
    margin: { top: mm(options.marginsMm.top), bottom: mm(options.marginsMm.bottom), left: mm(options.marginsMm.left), right: mm(options.marginsMm.right) },
    displayHeaderFooter: Boolean(options.footerHtml),
    headerTemplate: '<span></span>',
    footerTemplate: options.footerHtml ? `<div style="font-size:9px;width:100%;padding:0 10mm">${options.footerHtml}</div>` : '<span></span>',
  });
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(appError('VALIDATION', `The PDF took longer than ${ms / 1000} s to print`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** One BrowserPool per Chromium executable, for every site of the process; closed with the server. */
export class BrowserPools {
  private readonly pools = new Map<string, BrowserPool>();

  pool(executablePath: string): BrowserPool {
    let pool = this.pools.get(executablePath);
    if (!pool) {
      pool = new BrowserPool(executablePath);
      this.pools.set(executablePath, pool);
    }
    return pool;
  }

  async closeAll(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((p) => p.close()));
  }
}
