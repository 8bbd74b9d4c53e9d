import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Principal } from '../context/principal.ts';
import type { DocTypeMeta, Right } from '../meta/doctype-meta.ts';
import type { Condition } from '../query/ast.ts';
import { mergeHooks, type AppHooks } from './app-hooks.ts';
import { composeControllers } from './compose-controllers.ts';
import type { DocContext } from './doc-context.ts';
import type { DocController } from './controller.ts';

const dc = {} as DocContext;
const meta = { name: 'Thing' } as DocTypeMeta;
const user = { name: 'u@example.com' } as Principal;
const rule = (column: string): Condition => ({ kind: 'is_set', ref: { table: 't', column, type: 'text', nullAsEmpty: true }, negate: false });

it('answers the loaded controllers themselves when no app declares hooks', () => {
  const own = new Map<string, DocController>([['Thing', {}]]);
  assert.equal(composeControllers(own, mergeHooks([])), own);
});

it('composes a DocType once, and reaches names without a controller through "*"', async () => {
  const calls: string[] = [];
  const hooks: AppHooks = { doc_events: { '*': { validate: () => void calls.push('*') } } };
  const map = composeControllers(new Map(), mergeHooks([hooks]));
  const made = map.get('Made At Run Time');
  assert.equal(map.get('Made At Run Time'), made, 'kept, not made again');
  await made?.events?.validate?.(dc, {}, meta, null);
  assert.deepEqual(calls, ['*']);
});

it('leaves a DocType no hook names as loaded', () => {
  const own: DocController = {};
  const map = composeControllers(new Map([['Thing', own]]), mergeHooks([{ doc_events: { Other: { validate: () => {} } } }]));
  assert.equal(map.get('Thing'), own);
  assert.equal(map.get('Nothing'), undefined);
});

it('runs the controller first, the DocType’s hooks by app, then "*" by app; a throw stops the rest', async () => {
  const calls: string[] = [];
  const log = (who: string) => () => void calls.push(who);
  const own: DocController = { events: { on_update: log('controller') } };
  const first: AppHooks = { doc_events: { '*': { on_update: log('first *') }, Thing: { on_update: [log('first a'), log('first b')] } } };
  const second: AppHooks = { doc_events: { Thing: { on_update: log('second') }, '*': { on_update: log('second *') } } };
  const thing = composeControllers(new Map([['Thing', own]]), mergeHooks([first, second])).get('Thing')!;
  await thing.events!.on_update!(dc, {}, meta, null);
  assert.deepEqual(calls, ['controller', 'first a', 'first b', 'second', 'first *', 'second *']);

  calls.length = 0;
  const stopping: AppHooks = { doc_events: { Thing: { validate: [() => { throw new Error('no'); }, log('never')] } } };
  const refused = composeControllers(new Map(), mergeHooks([stopping])).get('Thing')!;
  await assert.rejects(async () => refused.events!.validate!(dc, {}, meta, null), /no/);
  assert.deepEqual(calls, []);
});

it('before_rename: each handler is given the name asked for, and the last name answered wins', async () => {
  const seen: string[] = [];
  const own: DocController = { rename: { before: (_dc, _doc, to) => void seen.push(to) } };
  const hooks: AppHooks = { doc_events: { Thing: { before_rename: [(_dc, _doc, to) => `${to}-a`, (_dc, _doc, to) => void seen.push(to)] }, '*': { before_rename: (_dc, _doc, to) => `${to}-b` } } };
  const thing = composeControllers(new Map([['Thing', own]]), mergeHooks([hooks])).get('Thing')!;
  assert.equal(await thing.rename!.before!(dc, {}, 'new', false), 'new-b');
  assert.deepEqual(seen, ['new', 'new']);
});

it('ANDs the controller’s rule with has_permission for every right and permission_query_conditions for read and select only', () => {
  const own: DocController = { permissionCondition: () => rule('own') };
  const hooks: AppHooks = {
    has_permission: { Thing: () => rule('has'), '*': (_m, _u, right) => (right === 'delete' ? rule('star') : null) },
    permission_query_conditions: { Thing: () => rule('query') },
  };
  const thing = composeControllers(new Map([['Thing', own]]), mergeHooks([hooks])).get('Thing')!;
  const columns = (right: Right) => {
    const c = thing.permissionCondition!(meta, user, right);
    if (c?.kind !== 'and') return [];
    return c.items.map((item) => (item.kind === 'is_set' ? item.ref.column : '?'));
  };
  assert.deepEqual(columns('read'), ['own', 'has', 'query']);
  assert.deepEqual(columns('select'), ['own', 'has', 'query']);
  assert.deepEqual(columns('write'), ['own', 'has']);
  assert.deepEqual(columns('delete'), ['own', 'has', 'star']);
  const none = composeControllers(new Map(), mergeHooks([{ has_permission: { '*': () => null } }])).get('Thing')!;
  assert.equal(none.permissionCondition!(meta, user, 'read'), null, 'no rule from anyone: no condition');
});
