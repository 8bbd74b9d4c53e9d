import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { deskSourceHash } from '../../desk/source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'desk', 'dist');
/** Issue 19's budget for everything the desk's page loads, gzipped. */
const BUDGET_BYTES = 500_000;

describe('the prebuilt desk (desk/dist)', () => {
  it('was built from the sources in desk/ as they are now (else: npm run build:desk, and commit desk/dist)', () => {
    const recorded = JSON.parse(fs.readFileSync(path.join(dist, 'build-info.json'), 'utf8')).source_hash;
    assert.equal(recorded, deskSourceHash(), 'desk/dist is stale: run `npm run build:desk` and commit desk/dist');
  });

  it('tells a change of any source apart (the check above can fail)', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-desk-hash-'));
    try {
      fs.cpSync(path.join(root, 'desk'), path.join(copy, 'desk'), { recursive: true, filter: (src) => path.basename(src) !== 'dist' });
      fs.copyFileSync(path.join(root, 'package-lock.json'), path.join(copy, 'package-lock.json'));
      const same = deskSourceHash(path.join(copy, 'desk'));
      assert.equal(same, deskSourceHash(), 'the hash does not depend on where the checkout is');
      fs.appendFileSync(path.join(copy, 'desk', 'src', 'style.css'), '\n/* changed */\n');
      assert.notEqual(deskSourceHash(path.join(copy, 'desk')), same, 'a changed source changes the hash');
      fs.writeFileSync(path.join(copy, 'desk', 'src', 'views', 'NewView.vue'), '<template><p>new</p></template>\n');
      fs.rmSync(path.join(copy, 'desk', 'src', 'style.css'));
      assert.notEqual(deskSourceHash(path.join(copy, 'desk')), same, 'added and removed files change it');
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it('loads one script and one stylesheet that exist, under 500 kB gzipped in all', () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    assert.ok(html.includes('<!--svc-boot-->'), 'the page keeps the marker the server puts the boot data at');
    const referenced = [...html.matchAll(/(?:src|href)="\/assets\/desk\/([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(referenced.map((f) => path.extname(f)).sort(), ['.css', '.js']);
    for (const f of referenced) assert.ok(fs.existsSync(path.join(dist, f)), `${f} exists`);
    assert.doesNotMatch(html, /https?:\/\//, 'nothing is loaded from another origin');
    const assets = fs.readdirSync(dist).filter((f) => /\.(js|css|svg|png|woff2?)$/.test(f));
    let gzipped = 0;
    for (const f of assets) gzipped += gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
    process.stdout.write(`desk bundle: ${assets.length} files, ${(gzipped / 1000).toFixed(1)} kB gzipped\n`);
    assert.ok(gzipped < BUDGET_BYTES, `the desk's assets are ${gzipped} bytes gzipped (budget ${BUDGET_BYTES})`);
  });
});
