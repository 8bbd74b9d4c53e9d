import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { coldBuilder } from './mariadb-compiler.ts';
import { ddlTarget } from './mariadb-ddl.ts';

const db = coldBuilder();

test('compiles the PostgreSQL-shaped nodes shared code builds into MariaDB SQL', () => {
  const cases: Array<[string, { sql: string; parameters: readonly unknown[] }, string]> = [
    ['upsert', db.insertInto('tabSingles').values({ doctype: 'A', field: 'f', value: 'v' }).onConflict((oc) => oc.columns(['doctype', 'field']).doUpdateSet({ value: 'v' })).compile(),
      'insert into `tabSingles` (`doctype`, `field`, `value`) values (?, ?, ?) on duplicate key update `value` = ?'],
    ['insert or keep', db.insertInto('t').values({ name: 'a' }).onConflict((oc) => oc.column('name').doNothing()).compile(),
      'insert into `t` (`name`) values (?) on duplicate key update `name` = `name`'],
    ['ilike', db.selectFrom('t').select('name').where('title', 'ilike', 'a%').compile(),
      'select `name` from `t` where `title` like ? collate utf8mb4_uca1400_as_ci'],
    ['not ilike', db.selectFrom('t').select('name').where('title', 'not ilike', 'a%').compile(),
      'select `name` from `t` where `title` not like ? collate utf8mb4_uca1400_as_ci'],
    ['cast to text', db.selectFrom('t').select('name').where((eb) => eb(eb.cast(eb.ref('d'), 'text'), 'like', '2026%')).compile(),
      'select `name` from `t` where cast(`d` as char) like ?'],
    ['delete with an alias', db.deleteFrom(db.dynamic.table('tabToDo').as('t')).where('t.name', '=', 'x').compile(),
      'delete `t` from `tabToDo` as `t` where `t`.`name` = ?'],
    ['hostile identifiers', db.selectFrom('tabSales `Order`').select('order`date').compile(),
      'select `order``date` from `tabSales ``Order```'],
    ['create table', db.schema.createTable('tabX').addColumn('name', sql.raw('varchar(140)'), (c) => c.primaryKey()).compile(),
      'create table `tabX` (`name` varchar(140) primary key) engine=InnoDB default character set utf8mb4 collate utf8mb4_nopad_bin'],
  ];
  for (const [name, compiled, expected] of cases) assert.equal(compiled.sql, expected, name);
});

test('tells DDL from other statements, and which table it changes', () => {
  const create = db.schema.createTable('tabX').addColumn('a', 'text').compile();
  assert.deepEqual(ddlTarget(create.query, create.sql), { kind: 'create', table: 'tabX' });
  const index = db.schema.createIndex('ix').on('tabX').column('a').compile();
  assert.deepEqual(ddlTarget(index.query, index.sql), { kind: 'index', table: 'tabX' });
  const alter = db.schema.alterTable('tabX').addColumn('b', 'text').compile();
  assert.deepEqual(ddlTarget(alter.query, alter.sql), { kind: 'alter', table: 'tabX' });
  const drop = db.schema.dropTable('tabX').compile();
  assert.deepEqual(ddlTarget(drop.query, drop.sql), { kind: 'drop', table: 'tabX' });
  const rename = db.schema.alterTable('tabX').renameTo('tabY').compile();
  assert.deepEqual(ddlTarget(rename.query, rename.sql), { kind: 'rename', table: 'tabX', to: 'tabY' });
  const dropIndex = db.schema.dropIndex('ix').on('tabX').compile();
  assert.deepEqual(ddlTarget(dropIndex.query, dropIndex.sql), { kind: 'alter', table: 'tabX' });
  const select = db.selectFrom('tabX').selectAll().compile();
  assert.equal(ddlTarget(select.query, select.sql), null);
  assert.equal(ddlTarget(undefined, 'insert into `created` values (?)'), null, 'a column named like a keyword is not DDL');
});
