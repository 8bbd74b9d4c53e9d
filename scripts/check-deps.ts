/**
 * The dependency rule, checked on every test run. The layer table of docs/ARCHITECTURE.md is the
 * rule itself: this script reads it and holds src/ to it exactly, both ways (an import the table
 * does not allow fails, and so does a table entry nothing uses, so the table never drifts from the
 * code). Also: no import cycle between files or between folders, type-only imports included (they
 * vanish at run time, but a circle of types is a circle of knowledge all the same: a `types:`
 * entry may only name a layer that does not import this one back); only http/ and app.ts import
 * Fastify; only storage/dialects/ and storage/redis/ import a database driver (BullMQ counts as one: it
 * speaks to Redis itself); only
 * config/load.ts reads process.env.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');
const FRAMEWORK = /^fastify$|^@fastify\//;
const DRIVERS = /^(better-sqlite3|pg|mysql2|ioredis|bullmq)$/;

interface Rule {
  runtime: Set<string>;
  types: Set<string>;
}

/** The "may import" column of ARCHITECTURE's layer table: `a, b; types: c, d` or `nothing`. */
function readLayerTable(): Map<string, Rule> {
  const doc = fs.readFileSync(path.join(root, 'docs', 'ARCHITECTURE.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Layers'), doc.indexOf('\n## ', doc.indexOf('## Layers') + 1));
  const rules = new Map<string, Rule>();
  for (const m of section.matchAll(/^\| `([^`]+)` \|.*\| ([^|]+) \|$/gm)) {
    const layer = m[1].replace(/\/$/, '').replace(/\.ts$/, '');
    const [runtimePart, typePart = ''] = m[2].trim().split(/;\s*types:\s*/);
    const names = (text: string) => new Set(text.split(',').map((s) => s.trim()).filter((s) => s && s !== 'nothing'));
    rules.set(layer, { runtime: names(runtimePart), types: names(typePart) });
  }
  return rules;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

const layerOf = (rel: string) => (rel.includes(path.sep) ? rel.split(path.sep)[0] : rel.replace(/\.ts$/, ''));

/** Every cycle of a directed graph, each as the path that closes it. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

const rules = readLayerTable();
const problems: string[] = [];
const used = new Map<string, Set<string>>();
const fileGraph = new Map<string, Set<string>>();
const folderGraph = new Map<string, Set<string>>();
const addEdge = (graph: Map<string, Set<string>>, from: string, to: string) => (graph.get(from) ?? graph.set(from, new Set()).get(from)!).add(to);
const files = walk(src);

for (const file of files) {
  const rel = path.relative(src, file);
  const layer = layerOf(rel);
  const text = fs.readFileSync(file, 'utf8');
  const isTest = rel.endsWith('.test.ts');
  if (!isTest && /process\.env/.test(text) && rel !== path.join('config', 'load.ts')) problems.push(`${rel}: reads process.env (only config/load.ts may)`);
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)) {
    const typeOnly = Boolean(m[1]);
    const spec = m[2];
    if (FRAMEWORK.test(spec) && layer !== 'http' && layer !== 'app') problems.push(`${rel}: imports ${spec} (only http/ knows Fastify)`);
    if (DRIVERS.test(spec) && !rel.startsWith(path.join('storage', 'dialects')) && !rel.startsWith(path.join('storage', 'redis'))) problems.push(`${rel}: imports driver ${spec} (only storage/dialects/ and storage/redis/ may)`);
    if (!spec.startsWith('.')) continue;
    const target = path.relative(src, path.resolve(path.dirname(file), spec));
    if (target.startsWith('..')) {
      problems.push(`${rel}: imports ${spec} outside src/`);
      continue;
    }
    const targetLayer = layerOf(target);
    if (isTest) continue;
    addEdge(fileGraph, rel, target);
    if (targetLayer === layer) continue;
    addEdge(folderGraph, layer, targetLayer);
    const rule = rules.get(layer);
    if (!rule) {
      problems.push(`${rel}: layer "${layer}" has no row in ARCHITECTURE's layer table`);
      continue;
    }
    addEdge(used, layer, typeOnly && !rule.runtime.has(targetLayer) ? `types:${targetLayer}` : targetLayer);
    if (rule.runtime.has(targetLayer) || (typeOnly && rule.types.has(targetLayer))) continue;
    problems.push(`${rel}: ${layer}/ may not import ${typeOnly ? 'types of ' : ''}${targetLayer}/ (${spec})`);
  }
}

for (const [layer, rule] of rules) {
  const seen = used.get(layer) ?? new Set();
  for (const name of rule.runtime) if (!seen.has(name)) problems.push(`ARCHITECTURE lets ${layer}/ import ${name}/, but nothing in ${layer}/ does (drop it from the table, or import types only: "types: ${name}")`);
  for (const name of rule.types) if (!seen.has(`types:${name}`)) problems.push(`ARCHITECTURE lets ${layer}/ import types of ${name}/, but nothing in ${layer}/ does`);
}
for (const cycle of cyclesOf(folderGraph)) problems.push(`folder import cycle: ${cycle.join(' → ')}`);
for (const cycle of cyclesOf(fileGraph)) problems.push(`file import cycle: ${cycle.join(' → ')}`);

if (problems.length > 0) {
  console.error(`Dependency rule broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`dependency rules hold (${files.length} files, ${rules.size} layers, no import cycles)`);
