import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SETTINGS, settingKeys, shownDefault, type SettingKey } from '../../src/config/site-config.ts';

const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

/** The rows of README's Configuration tables (`| key | meaning | default |`), table by table: key and default cell. */
function configTables(): Array<Array<{ key: string; shown: string }>> {
  const start = readme.indexOf('\n## Configuration\n');
  assert.ok(start >= 0, 'README has a Configuration section');
  const lines = readme.slice(start, readme.indexOf('\n## ', start + 1)).split('\n');
  const tables: Array<Array<{ key: string; shown: string }>> = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== '| key | meaning | default |') continue;
    const rows: Array<{ key: string; shown: string }> = [];
    for (i += 2; i < lines.length && lines[i].startsWith('|'); i++) {
      // A cell may hold an escaped pipe (`"site"\|"user"`).
      const cells = lines[i].slice(1, -1).split(/(?<!\\)\|/).map((c) => c.trim());
      const key = /^`([a-z0-9_]+)`$/.exec(cells[0]);
      assert.ok(key, `a row of README's configuration tables names one key in its first cell: ${lines[i].slice(0, 80)}`);
      rows.push({ key: key[1], shown: cells[cells.length - 1] });
    }
    tables.push(rows);
  }
  return tables;
}

describe("README's configuration tables and the declared keys (src/config/site-config.ts)", () => {
  const tables = configTables();
  const inScope = (...scopes: string[]) => settingKeys().filter((k) => scopes.includes(SETTINGS[k].scope));

  it('has two tables: the keys read per site, then those read from common_site_config.json alone', () => {
    assert.equal(tables.length, 2);
  });

  for (const [index, keys, which] of [[0, inScope('site', 'both'), 'per-site'], [1, inScope('common'), 'common_site_config.json']] as const) {
    it(`documents every ${which} key svc declares, once, and no key it does not declare there`, () => {
      const documented = tables[index].map((r) => r.key);
      assert.deepEqual(documented.filter((k, i) => documented.indexOf(k) !== i), [], 'documented twice');
      assert.deepEqual(keys.filter((k) => !documented.includes(k)), [], 'declared but not in the table');
      assert.deepEqual(documented.filter((k) => !(keys as readonly string[]).includes(k)), [], `in the table but not declared as a ${which} key`);
    });
  }

  it('shows each key with its declared default', () => {
    const wrong = tables.flat().filter(({ key, shown }) => Object.hasOwn(SETTINGS, key) && !shown.startsWith(shownDefault(key as SettingKey)));
    assert.deepEqual(wrong.map(({ key, shown }) => `${key}: README says ${shown}, declared ${shownDefault(key as SettingKey)}`), []);
  });
});
