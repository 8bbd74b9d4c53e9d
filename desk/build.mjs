// npm run build:desk: builds the desk (Vue + PrimeVue, through Vite) into desk/dist, which is
// committed, so installing svc builds nothing and serving it fetches nothing. Records the source
// hash in dist/build-info.json for the staleness test (test/desk/desk-dist.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { build } from 'vite';
import { deskSourceHash } from './source-hash.mjs';

const deskDir = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(deskDir, 'dist');

await build({
  root: deskDir,
  // src/http/routes/desk.ts serves desk/dist/assets at this path.
  base: '/assets/desk/',
  configFile: false,
  logLevel: 'warn',
  plugins: [vue()],
  define: { __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' },
  build: {
    outDir,
    // Assets sit beside index.html and are served at the base, /assets/desk/<name>-<hash>.js.
    assetsDir: '',
    emptyOutDir: true,
    target: 'es2022',
    // One stylesheet; the script is the landing view plus chunks for the list and form views.
    cssCodeSplit: false,
    chunkSizeWarningLimit: 1200,
    modulePreload: { polyfill: false },
  },
});
fs.writeFileSync(path.join(outDir, 'build-info.json'), `${JSON.stringify({ source_hash: deskSourceHash() }, null, 2)}\n`);
process.stdout.write(`desk built into ${path.relative(process.cwd(), outDir) || outDir}\n`);
