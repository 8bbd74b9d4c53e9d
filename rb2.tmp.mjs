import Database from 'better-sqlite3';
const db = new Database('/tmp/prof/bare.sqlite3', { readonly: true });
const names = db.prepare('select name from tabToDo').pluck().all();
const raw = db.prepare(`select * from tabToDo where name = ?`).raw();
let x = 0; const N = Number(process.argv[2] ?? 200000);
let t = process.hrtime.bigint(); for (let i = 0; i < N; i++) x += raw.all(names[(i * 7919) % names.length])[0].length; console.log((Number(process.hrtime.bigint() - t) / N).toFixed(0), 'ns/lookup');
