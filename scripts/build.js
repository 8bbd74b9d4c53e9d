#!/usr/bin/env node
// `npm run build` (also run by `npm install`'s prepare, `npm start` and `npm test`): compiles
// src/ and the built-in app's modules into dist/, so bin/svc.js runs plain JavaScript instead of
// paying tsx's loader on every start. esbuild only strips types (`tsc --noEmit` checks them).
// `--if-stale` does nothing when dist/ already matches its sources (scripts/dist-freshness.js).
//
// The build is a bundle: svc and its pure-JavaScript dependencies in a few files, because loading
// some thousand small modules one by one (kysely alone has hundreds) was most of a start.
//   dist/main.js        the `svc` command (src/main.ts)
//   dist/app-api.js     what apps import as `svc/app-api` (src/apps/app-api.ts)
//   dist/job-thread.js  the body of a background job thread (src/job-worker/executor-thread.ts)
//   dist/builtin/svc/   the built-in app's modules (apps/svc/**/*.ts), loaded by src/apps/load-apps.ts
//   dist/chunk-*.js     the modules these share: one copy of each, so one set of classes and state
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILTIN_APP_DIR, DIST_DIR, MANIFEST, ROOT, SRC_DIR, distIsFresh, sourceTimes } from './dist-freshness.js';

/**
 * Left to node at run time: native addons (better-sqlite3, and ws's optional ones), drivers loaded
 * on first use through createRequire (mysql2, ioredis, bullmq: storage/dialects, storage/redis) and optional peers that
 * are not installed. pino is bundled: only its transports find files of their own by path (a
 * worker script), and svc writes its log to a stream, never through a transport; loading its
 * twenty-odd files one by one cost about 2% of a start's instructions (callgrind).
 * socket.io is bundled (about 100 ms of CPU less per start than loading its 80-odd files), into a
 * chunk of its own that realtime/realtime-server.ts imports on the first /socket.io/ request: its
 * one use of a path, `__dirname` for its client files, is off (`serveClient: false`); serving
 * them would need socket.io listed here.
 */
const EXTERNAL = ['better-sqlite3', 'bufferutil', 'utf-8-validate', 'mysql2', 'mysql2/*', 'ioredis', 'bullmq', 'pg', 'pg-*', 'pg-native', 'esbuild', 'tsx', 'tsx/*'];

/**
 * Every `import.meta.url` of src/ becomes its source file's URL, so paths relative to a module
 * (apps/svc, package.json, the module hook) hold in the build as they do in src/. The expression
 * is relative to the output file, which is why all of svc's code lands in dist/ itself (checked
 * after the build). Other `import.meta` properties are refused rather than silently wrong.
 */
const sourceUrls = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!args.path.startsWith(SRC_DIR + path.sep)) return undefined;
      const text = await fs.promises.readFile(args.path, 'utf8');
      const other = /import\.meta\.(dirname|filename|resolve)\b/.exec(text);
      if (other) throw new Error(`${path.relative(ROOT, args.path)}: use import.meta.url, not import.meta.${other[1]} (the build rewrites only the URL)`);
      const rel = path.relative(DIST_DIR, args.path).split(path.sep).join('/');
      return { contents: text.replace(/\bimport\.meta\.url\b/g, `new URL(${JSON.stringify(rel)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

/**
 * Fastify's JSON-schema compilers (Ajv, fast-json-stringify: a fifth of the bundle) stay out of
 * it. Fastify requires them only for a route with a schema when no compilers were given, and svc
 * gives its own, which refuse (src/http/no-route-schemas.ts); were they ever required, the stand-in
 * throws instead of validating nothing.
 */
const SCHEMA_COMPILERS = /^@fastify\/(ajv-compiler|fast-json-stringify-compiler)$/;
const withoutSchemaCompilers = {
  name: 'without-schema-compilers',
  setup(build) {
    build.onResolve({ filter: SCHEMA_COMPILERS }, (args) => ({ path: args.path, namespace: 'svc-absent' }));
    build.onLoad({ filter: /.*/, namespace: 'svc-absent' }, (args) => ({
      contents: `module.exports = function () { throw new Error(${JSON.stringify(`${args.path} is not in svc's build: routes carry no JSON schemas`)}); };`,
      loader: 'js',
    }));
  },
};

/** The `.ts` files of a folder, tests and declarations left out. */
function typeScriptFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') && !/\.(test|spec)\.ts$/.test(e.name))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/** Compiles into a fresh folder, then puts it in place of dist/ (see `replaceDist`). */
export async function buildDist() {
  const started = performance.now();
  // Taken before esbuild reads anything: a source saved during the build no longer matches.
  const times = sourceTimes();
  const tmp = `${DIST_DIR}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const entryPoints = { main: path.join(SRC_DIR, 'main.ts'), 'app-api': path.join(SRC_DIR, 'apps', 'app-api.ts'), 'job-thread': path.join(SRC_DIR, 'job-worker', 'executor-thread.ts') };
  for (const file of typeScriptFiles(BUILTIN_APP_DIR)) {
    entryPoints[`builtin/svc/${path.relative(BUILTIN_APP_DIR, file).split(path.sep).join('/').replace(/\.ts$/, '')}`] = file;
  }
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints,
    outdir: tmp,
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    define: { 'import.meta.svcCompiled': 'true' },
    // CommonJS dependencies call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as __svcCreateRequire } from 'node:module'; const require = __svcCreateRequire(import.meta.url);" },
    plugins: [sourceUrls, withoutSchemaCompilers],
    // Linked maps cost nothing at run time; `node --enable-source-maps` maps stacks to the sources.
    sourcemap: 'linked',
    // V8 parses the whole bundle on every start: minified it is a third smaller. Identifiers are
    // not renamed, so functions keep their names without esbuild's keepNames, which would wrap
    // every closure, as it is created, in a defineProperty of its name: 87,000 instructions of the
    // 462,000 a document read took (valgrind, issue 20), for names that differ only where two
    // modules' names collide.
    minifyWhitespace: true,
    minifySyntax: true,
    metafile: true,
    logLevel: 'warning',
  });
  checkSourceUrls(result.metafile, tmp);
  fs.writeFileSync(path.join(tmp, MANIFEST), JSON.stringify(times));
  replaceDist(tmp);
  return { entries: Object.keys(entryPoints).length, ms: performance.now() - started };
}

/** Fails the build when a module of src/ using import.meta.url landed below dist/ (see sourceUrls). */
function checkSourceUrls(metafile, outdir) {
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    if (!output.endsWith('.js') || path.dirname(path.resolve(ROOT, output)) === path.resolve(outdir)) continue;
    for (const input of Object.keys(inputs)) {
      const file = path.resolve(ROOT, input);
      if (file.startsWith(SRC_DIR + path.sep) && fs.readFileSync(file, 'utf8').includes('import.meta.url')) {
        throw new Error(`${input} uses import.meta.url but was bundled into ${output}, below dist/: import it from src/ too, so it lands in a shared chunk`);
      }
    }
  }
}

/**
 * Renames the new build into place. Two builds may finish at once (several `npm test` runs in one
 * checkout): whichever renames last finds dist/ taken and leaves the other's, built from the same
 * sources. A process starting in the instant between the two renames finds no dist/ and runs src/.
 */
function replaceDist(tmp) {
  const old = `${DIST_DIR}.old-${process.pid}`;
  try {
    fs.renameSync(DIST_DIR, old);
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  try {
    fs.renameSync(tmp, DIST_DIR);
  } catch (err) {
    if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  fs.rmSync(old, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!fs.existsSync(SRC_DIR)) {
    // The Dockerfile installs dependencies (which runs prepare) before it copies src/ in.
    process.stdout.write('svc build: no src/ yet, nothing to compile\n');
  } else if (!(process.argv.includes('--if-stale') && distIsFresh())) {
    const { entries, ms } = await buildDist();
    process.stdout.write(`svc build: compiled src/ and the built-in app (${entries} entry points) into dist/ in ${Math.round(ms)} ms\n`);
  }
}
