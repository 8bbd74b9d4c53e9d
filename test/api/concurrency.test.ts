import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType, get, list, post, put } from '../helpers/doctypes.ts';
import { perDialect } from '../helpers/per-dialect.ts';

const year = () => new Date().toISOString().slice(0, 4);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

perDialect('concurrency', (site) => {
  before(async () => {
    const title = { fieldname: 'title', fieldtype: 'Data', label: 'Title' };
    await createDocType(site(), 'CC Series', [{ fieldname: 'naming_series', fieldtype: 'Select', options: 'CC-.YYYY.-.#####' }, title], { autoname: 'naming_series:' });
    await createDocType(site(), 'CC Auto', [title], { autoname: 'autoincrement' });
    await createDocType(site(), 'CC Prompt', [title], { autoname: 'prompt' });
    await createDocType(site(), 'CC Unique', [{ fieldname: 'code', fieldtype: 'Data', label: 'Code', unique: 1 }]);
  });

  it('50 parallel creates on a naming series get 50 distinct, gapless names', async () => {
    const results = await Promise.all(range(50).map((i) => post(site(), 'CC Series', { title: `t${i}` })));
    assert.deepEqual(tally(results.map((r) => r.status)), { 200: 50 }, JSON.stringify(results.find((r) => r.status !== 200)?.json));
    const names = results.map((r) => r.json.data.name).sort();
    assert.deepEqual(names, range(50).map((i) => `CC-${year()}-${String(i + 1).padStart(5, '0')}`));
    assert.equal((await list(site(), 'CC Series')).json.data.length, 50);
  });

  it('30 parallel creates on an autoincrement DocType get the numbers 1..30', async () => {
    const results = await Promise.all(range(30).map((i) => post(site(), 'CC Auto', { title: `t${i}` })));
    assert.deepEqual(tally(results.map((r) => r.status)), { 200: 30 });
    assert.deepEqual(results.map((r) => r.json.data.name).sort((a, b) => a - b), range(30).map((i) => i + 1));
  });

  it('20 parallel creates of the same prompt name: one 200, nineteen 409 DuplicateEntryError', async () => {
    const results = await Promise.all(range(20).map((i) => post(site(), 'CC Prompt', { name: 'Only One', title: `t${i}` })));
    assert.deepEqual(tally(results.map((r) => r.status)), { 200: 1, 409: 19 });
    for (const r of results.filter((r) => r.status === 409)) assert.equal(r.json.exc_type, 'DuplicateEntryError');
    const winner = results.find((r) => r.status === 200)!;
    assert.equal((await get(site(), 'CC Prompt', 'Only One')).json.data.title, winner.json.data.title);
  });

  it('20 parallel creates with the same unique value: one 200, nineteen 417 UniqueValidationError', async () => {
    const results = await Promise.all(range(20).map(() => post(site(), 'CC Unique', { code: 'U-1' })));
    assert.deepEqual(tally(results.map((r) => r.status)), { 200: 1, 417: 19 }, JSON.stringify(results.find((r) => r.status !== 200 && r.status !== 417)?.json));
    for (const r of results.filter((r) => r.status === 417)) assert.equal(r.json.exc_type, 'UniqueValidationError');
    assert.equal((await list(site(), 'CC Unique', { filters: [['code', '=', 'U-1']] })).json.data.length, 1);
  });

  it('20 parallel PUTs with the same modified: exactly one wins, the rest are 417 TimestampMismatchError, no lost update', async () => {
    const todo = (await post(site(), 'ToDo', { description: 'start' })).json.data;
    const results = await Promise.all(range(20).map((i) => put(site(), 'ToDo', todo.name, { description: `writer ${i}`, modified: todo.modified })));
    assert.deepEqual(tally(results.map((r) => r.status)), { 200: 1, 417: 19 });
    for (const r of results.filter((r) => r.status === 417)) assert.equal(r.json.exc_type, 'TimestampMismatchError');
    const winner = results.find((r) => r.status === 200)!.json.data;
    const final = (await get(site(), 'ToDo', todo.name)).json.data;
    assert.equal(final.description, winner.description);
    assert.equal(final.modified, winner.modified);
  });

  it('20 parallel PUTs without modified all save; the stored document is one writer\'s answer', async () => {
    const todo = (await post(site(), 'ToDo', { description: 'start' })).json.data;
    const results = await Promise.all(range(20).map((i) => put(site(), 'ToDo', todo.name, { description: `writer ${i}` })));
    assert.deepEqual(tally(results.map((r) => r.status)), { 200: 20 });
    const final = (await get(site(), 'ToDo', todo.name)).json.data;
    const writer = results.map((r) => r.json.data).find((d) => d.description === final.description);
    assert.ok(writer, `${final.description} is one writer's value`);
    assert.equal(final.modified, writer.modified, 'the stored document is exactly what that writer was answered');
  });

  it('parallel PUTs of a table each replace it whole: the rows are exactly one writer\'s rows', async () => {
    await createDocType(site(), 'CC Line', [{ fieldname: 'item', fieldtype: 'Data' }], { istable: 1 });
    await createDocType(site(), 'CC Parent', [{ fieldname: 'lines', fieldtype: 'Table', options: 'CC Line' }]);
    const parent = (await post(site(), 'CC Parent', { lines: [{ item: 'seed' }] })).json.data;
    const results = await Promise.all(range(10).map((i) => put(site(), 'CC Parent', parent.name, { lines: [{ item: `w${i}-a` }, { item: `w${i}-b` }] })));
    assert.deepEqual(tally(results.map((r) => r.status)), { 200: 10 });
    const final = (await get(site(), 'CC Parent', parent.name)).json.data;
    assert.equal(final.lines.length, 2);
    const writer = final.lines[0].item.split('-')[0];
    assert.deepEqual(final.lines.map((r: any) => r.item), [`${writer}-a`, `${writer}-b`]);
    assert.equal((await list(site(), 'CC Line', { parent: 'CC Parent' })).json.data.length, 2, 'no orphan rows left behind');
  });

  it('ten parallel PUTs of ten ToDos, one refused: the nine are stored, the refused one is as it was (on SQLite they share a COMMIT)', async () => {
    const todos = await Promise.all(range(10).map((i) => post(site(), 'ToDo', { description: `todo ${i}` }).then((r) => r.json.data)));
    const results = await Promise.all(todos.map((t, i) => put(site(), 'ToDo', t.name, { status: i === 4 ? 'Bogus' : 'Closed', description: `changed ${i}` })));
    assert.deepEqual(results.map((r) => r.status), range(10).map((i) => (i === 4 ? 417 : 200)));
    const stored = await Promise.all(todos.map((t) => get(site(), 'ToDo', t.name).then((r) => r.json.data)));
    assert.deepEqual(stored.map((d) => [d.status, d.description]), range(10).map((i) => (i === 4 ? ['Open', 'todo 4'] : ['Closed', `changed ${i}`])));
  });
});
