// Whether dist/ (src/ compiled by scripts/build.js) still matches src/. Plain JavaScript with no
// dependencies: bin/svc.js asks on every start, before anything else loads, so it must be cheap
// (one stat per file under src/: about 8 ms on a cold start here).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SRC_DIR = path.join(ROOT, 'src');
/** The built-in app: its modules are compiled into the build too (its JSON is read at run time). */
export const BUILTIN_APP_DIR = path.join(ROOT, 'apps', 'svc');
export const DIST_DIR = path.join(ROOT, 'dist');
/** The build's record of what it compiled: every source's path and mtime, taken before reading it. */
export const MANIFEST = '.sources.json';

/** Test files are not compiled, so adding or editing one leaves dist/ fresh. */
const isTestFile = (name) => /\.(test|spec)\.ts$/.test(name);

/**
 * Every file the build is made from, by path relative to the checkout, with its mtime: all of
 * src/ but tests, the built-in app's `.ts` modules and scripts/build.js itself. Recorded exactly
 * rather than compared with the build's clock: file times come from the kernel's coarse clock and
 * from `git checkout` or `COPY`, which a "newer than" test misjudges.
 */
export function sourceTimes() {
  const out = {};
  // Paths are joined as strings, relative to the checkout as they go: path.join and path.relative
  // for each of some 500 files were most of what a start spent here.
  const walk = (dir, rel, keep) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = `${dir}${path.sep}${entry.name}`;
      if (entry.isDirectory()) walk(full, `${rel}/${entry.name}`, keep);
      else if (keep(entry.name)) out[`${rel}/${entry.name}`] = fs.statSync(full).mtimeMs;
    }
  };
  walk(SRC_DIR, 'src', (name) => !isTestFile(name));
  if (fs.existsSync(BUILTIN_APP_DIR)) walk(BUILTIN_APP_DIR, 'apps/svc', (name) => name.endsWith('.ts') && !isTestFile(name));
  out['scripts/build.js'] = fs.statSync(path.join(ROOT, 'scripts', 'build.js'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return out;
}

/**
 * True when dist/ was built from src/ exactly as it is now: no source added, removed or touched
 * since (a source saved while the build ran has another mtime than the one recorded). False when
 * dist/ is missing. An install that ships dist/ without src/ has nothing to be stale against.
 */
export function distIsFresh() {
  let recorded;
  try {
    recorded = JSON.parse(fs.readFileSync(path.join(DIST_DIR, MANIFEST), 'utf8'));
  } catch {
    return false;
  }
  if (!fs.existsSync(SRC_DIR)) return true;
  const now = sourceTimes();
  const names = Object.keys(now);
  return names.length === Object.keys(recorded).length && names.every((name) => recorded[name] === now[name]);
}
