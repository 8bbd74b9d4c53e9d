// Module hooks (node:module register) for app code. Plain JavaScript: hooks run on node's loader
// thread, before any TypeScript loader sees a file.
//
// Always: app code anywhere imports svc's app API by the package name `svc/app-api`, whatever
// folder the app lives in and whether or not a node_modules holds svc.
//
// When svc runs its build (dist/, see scripts/build.js) no TypeScript loader is registered, so
// these hooks also load the apps' `.ts` modules, each compiled by esbuild's transform as it is
// imported, and send an import of `src/apps/app-api.ts` by path to the build's app API: the build
// holds svc's modules bundled, and a second copy of them would have its own classes and state.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

// Set once by initialize, before the first resolve; the loader thread has one copy of this module.
let target;
let compiled = null;

export function initialize(data) {
  target = data.target;
  compiled = data.compiled ?? null;
}

export async function resolve(specifier, context, next) {
  if (specifier === 'svc/app-api') return { url: target, shortCircuit: true };
  if (!compiled) return next(specifier, context);
  const resolved = await resolveTypeScript(specifier, context, next);
  if (resolved.url === compiled.source) return { url: target, shortCircuit: true };
  if (resolved.url.startsWith(compiled.src) && context.parentURL && !context.parentURL.startsWith(compiled.src)) {
    throw new Error(`${fileURLToPath(context.parentURL)} imports ${specifier}: app code reaches svc through 'svc/app-api' only (svc runs its build, dist/)`);
  }
  return resolved;
}

/**
 * TypeScript's spellings of a relative import from a `.ts` module, as tsx accepts them:
 * `./x.js` naming `x.ts` (NodeNext's convention) and `./x` with no extension.
 */
async function resolveTypeScript(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (err) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (err?.code !== 'ERR_MODULE_NOT_FOUND' || !relative || !context.parentURL?.endsWith('.ts')) throw err;
    const alternative = specifier.endsWith('.js') ? `${specifier.slice(0, -3)}.ts` : /\.[cm]?[jt]s$/.test(specifier) ? null : `${specifier}.ts`;
    if (!alternative) throw err;
    try {
      return await next(alternative, context);
    } catch {
      throw err;
    }
  }
}

export async function load(url, context, next) {
  if (!compiled || !url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const file = fileURLToPath(url);
  // Loaded with the first app module: a server with no TypeScript app besides the built-in one
  // (which the build holds compiled) never starts esbuild.
  const { transform } = await import('esbuild');
  const { code } = await transform(await readFile(file, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: 'node20',
    sourcefile: file,
    sourcemap: 'inline',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
