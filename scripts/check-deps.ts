/**
 * The dependency rule (docs/ARCHITECTURE.md), checked on every test run: which folder of src/ may
 * import which, that only http/ and app.ts import Fastify, that only storage/dialects/ imports a
 * database driver, and that only config/load.ts reads process.env. Type-only imports count too,
 * except where a leaf names a type from a higher layer's interface file.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');

/** Layer → the layers it may import (besides itself). */
const allowed: Record<string, string[]> = {
  util: [],
  crypto: ['util'],
  errors: ['util'],
  meta: ['util', 'errors'],
  config: ['util'],
  context: ['util', 'errors', 'meta', 'config', 'crypto:type', 'storage:type', 'model:type', 'ratelimit:type', 'files:type', 'auth:type', 'oauth:type'],
  query: ['util', 'errors', 'meta', 'context', 'storage:type'],
  storage: ['util', 'errors', 'meta', 'config', 'context:type', 'query'],
  ratelimit: ['util', 'errors', 'config', 'context', 'storage'],
  model: ['util', 'errors', 'meta', 'context', 'crypto', 'query', 'storage'],
  auth: ['util', 'errors', 'meta', 'context', 'crypto', 'storage', 'oauth'],
  oauth: ['util', 'errors', 'meta', 'context', 'crypto', 'storage'],
  apps: ['util', 'errors', 'meta', 'model', 'rpc'],
  files: ['util', 'errors', 'meta', 'config', 'context', 'model', 'query', 'storage', 'operations'],
  sites: ['util', 'errors', 'meta', 'config', 'context', 'crypto', 'model', 'storage', 'apps', 'operations', 'ratelimit', 'files', 'auth', 'oauth'],
  operations: ['util', 'errors', 'meta', 'context', 'crypto', 'model', 'query', 'storage', 'auth'],
  rpc: ['util', 'errors', 'meta', 'context', 'crypto', 'model', 'query', 'storage', 'auth', 'operations', 'files'],
  http: ['util', 'errors', 'meta', 'context', 'operations', 'auth', 'sites', 'query', 'rpc', 'ratelimit', 'files', 'oauth'],
  cli: ['util', 'errors', 'meta', 'config', 'context', 'crypto', 'operations', 'sites', 'apps', 'storage', 'app', 'oauth'],
};
const FRAMEWORK = /^fastify$|^@fastify\//;
const DRIVERS = /^(better-sqlite3|pg|mysql2|ioredis)$/;

const problems: string[] = [];
function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

for (const file of walk(src)) {
  const rel = path.relative(src, file);
  const layer = rel.includes(path.sep) ? rel.split(path.sep)[0] : rel.replace(/\.ts$/, '');
  const text = fs.readFileSync(file, 'utf8');
  const isTest = rel.endsWith('.test.ts');
  if (!isTest && /process\.env/.test(text) && rel !== path.join('config', 'load.ts')) problems.push(`${rel}: reads process.env (only config/load.ts may)`);
  for (const m of text.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)) {
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
    const targetLayer = target.includes(path.sep) ? target.split(path.sep)[0] : target.replace(/\.ts$/, '');
    if (targetLayer === layer || layer === 'app' || layer === 'main' || isTest) continue;
    const rules = allowed[layer];
    if (!rules) {
      problems.push(`${rel}: layer "${layer}" has no dependency rule`);
      continue;
    }
    if (rules.includes(targetLayer) || (typeOnly && rules.includes(`${targetLayer}:type`))) continue;
    problems.push(`${rel}: ${layer}/ may not import ${targetLayer}/ (${spec})`);
  }
}

if (problems.length > 0) {
  console.error(`Dependency rule broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`dependency rules hold (${walk(src).length} files)`);
