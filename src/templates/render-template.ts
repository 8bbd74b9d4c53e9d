import { createRequire } from 'node:module';
import type { Liquid as LiquidEngine, Template as LiquidTemplate } from 'liquidjs';
import { appError, type AppError } from '../errors/app-error.ts';
import { toPlainData } from '../util/plain-data.ts';
import { jinjaFilters } from './filters.ts';
import { jinjaToLiquid } from './jinja-syntax.ts';
import { pythonOperators } from './operators.ts';

/**
 * Users' Jinja-style templates (Email Template, Notification messages), rendered by liquidjs in a
 * sandbox (docs/DECISIONS.md D70, D71): a template sees only the data it is given, copied to plain
 * data, and Liquid's and `filters.ts`' filters; it cannot include, render or extend another
 * template, and parse size, nesting, render time, memory and output are bounded. Every failure is
 * a 417 ValidationError naming the line, never a 500.
 */

export const TEMPLATE_LIMITS = {
  /** Characters of template text. */
  source: 200_000,
  /** Blocks (`if`, `for`, ...) open at once. */
  nesting: 64,
  /** Milliseconds of one render. */
  renderMs: 1_000,
  /** Liquid's allocation units (string and range lengths) of one render. */
  memory: 20_000_000,
  /** Characters of output. */
  output: 2_000_000,
} as const;

/** Tags that would reach other templates or the file system: refused at parse. */
const FILE_TAGS = ['include', 'render', 'layout', 'block'];

export interface CompiledTemplate {
  /** The output for this data (the document's fields, `doc`, ...): plain data only is read. */
  render(context: Record<string, unknown>): string;
}

// liquidjs costs about 100 ms to load: loaded on first use, as ARCHITECTURE says of pg.
const load = createRequire(import.meta.url);

function newEngine(): LiquidEngine {
  const { Liquid, defaultOperators } = load('liquidjs') as typeof import('liquidjs');
  const engine = new Liquid({
    templates: {},
    cache: false,
    strictFilters: true,
    strictVariables: false,
    ownPropertyOnly: true,
    jsTruthy: true,
    dynamicPartials: false,
    parseLimit: TEMPLATE_LIMITS.source,
    renderLimit: TEMPLATE_LIMITS.renderMs,
    memoryLimit: TEMPLATE_LIMITS.memory,
    operators: { ...defaultOperators, ...pythonOperators },
  });
  for (const tag of FILE_TAGS) delete engine.tags[tag];
  for (const [name, filter] of Object.entries(jinjaFilters)) engine.registerFilter(name, filter);
  return engine;
}

/** Parses a template once; `what` names it in errors ("Subject", "Message"). */
export function compileTemplate(source: string, what = 'Template'): CompiledTemplate {
  if (source.length > TEMPLATE_LIMITS.source) throw appError('VALIDATION', `${what}: the template is longer than ${TEMPLATE_LIMITS.source} characters`);
  const liquid = jinjaToLiquid(source);
  checkNesting(liquid, what);
  const engine = newEngine();
  let parsed: LiquidTemplate[];
  try {
    parsed = engine.parse(liquid);
  } catch (err) {
    throw templateError(err, what, 'Syntax error in template');
  }
  return {
    render(context) {
      let out: unknown;
      try {
        out = engine.renderSync(parsed, toPlainData(context) as object);
      } catch (err) {
        throw templateError(err, what, 'Template error');
      }
      const text = out === null || out === undefined ? '' : String(out);
      if (text.length > TEMPLATE_LIMITS.output) throw appError('VALIDATION', `${what}: the template's output is longer than ${TEMPLATE_LIMITS.output} characters`);
      return text;
    },
  };
}

/** Renders `source` over `context` once. */
export function renderTemplate(source: string, context: Record<string, unknown>, what?: string): string {
  return source ? compileTemplate(source, what).render(context) : '';
}

/** Throws the 417 a template that does not parse gets (Frappe's validate_template). */
export function validateTemplate(source: string | null | undefined, what?: string): void {
  if (source) compileTemplate(source, what);
}

const BLOCK_TAG = /\{%-?\s*(end)?(if|unless|for|case|capture|comment|raw|tablerow)\b/g;

/** Deep nesting would overflow the parser's stack: refused first, by counting block tags. */
function checkNesting(source: string, what: string): void {
  let depth = 0;
  for (const m of source.matchAll(BLOCK_TAG)) {
    depth += m[1] ? -1 : 1;
    if (depth > TEMPLATE_LIMITS.nesting) throw appError('VALIDATION', `${what}: blocks are nested more than ${TEMPLATE_LIMITS.nesting} deep (line ${lineAt(source, m.index)})`);
  }
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

function templateError(err: unknown, what: string, kind: string): AppError {
  if (err instanceof RangeError) return appError('VALIDATION', `${what}: ${kind}: the template is nested too deeply`);
  const message = err instanceof Error ? err.message : String(err);
  const m = /^([\s\S]*?),\s*line:(\d+),\s*col:(\d+)/.exec(message);
  const text = (m ? m[1] : message).split('\n')[0].replace(/^ENOENT: /, '');
  return appError('VALIDATION', m ? `${what}: ${kind} at line ${m[2]}: ${text}` : `${what}: ${kind}: ${text}`, { cause: err });
}
