// The hash of everything the desk's build reads from this repository (its sources, page, build
// script and the versions of the packages it bundles), recorded in dist/build-info.json by
// build.mjs, so a test can tell when dist/ is stale relative to src/.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ownDir = path.dirname(fileURLToPath(import.meta.url));
const BUNDLED = ['vue', 'vue-router', 'primevue', '@primeuix/themes', 'vite', '@vitejs/plugin-vue'];

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : [full];
  });
}

/** deskDir: the desk folder (this file's by default); the lock file is read from its parent. */
export function deskSourceHash(deskDir = ownDir) {
  const hash = createHash('sha256');
  const files = [...filesUnder(path.join(deskDir, 'src')), path.join(deskDir, 'index.html'), path.join(deskDir, 'build.mjs'), path.join(deskDir, 'source-hash.mjs'), path.join(deskDir, 'source-hash.d.mts')];
  for (const file of files.sort()) {
    // Relative paths with / separators, so the hash is the same in every checkout.
    hash.update(path.relative(deskDir, file).split(path.sep).join('/')).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  const lock = JSON.parse(fs.readFileSync(path.join(deskDir, '..', 'package-lock.json'), 'utf8'));
  for (const name of BUNDLED) hash.update(`${name}@${lock.packages?.[`node_modules/${name}`]?.version ?? 'missing'}\0`);
  return hash.digest('hex');
}
