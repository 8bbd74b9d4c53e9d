#!/usr/bin/env node
// The `svc` command. It runs dist/, src/ compiled to JavaScript by scripts/build.js (which
// `npm install`, `npm start` and `npm test` run), so a start pays no TypeScript loader. When dist/
// does not match src/ (missing, or a source edited since the last build) it runs src/ through tsx
// instead: slower to start, never stale. SVC_FROM_SOURCE=1 asks for the sources regardless.
import { distIsFresh } from '../scripts/dist-freshness.js';

if (process.env.SVC_FROM_SOURCE !== '1' && distIsFresh()) {
  await import('../dist/main.js');
} else {
  if (process.env.SVC_FROM_SOURCE !== '1' && process.stderr.isTTY) process.stderr.write('svc: dist/ does not match src/, running the sources through tsx (`npm run build` compiles them)\n');
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/main.ts');
}
