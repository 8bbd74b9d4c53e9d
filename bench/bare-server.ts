// The reference the bench compares svc against: the same requests answered by Fastify and
// prepared better-sqlite3 statements, with no metadata, permissions, validation or auth. What
// svc costs beyond this is the price of being a metadata-driven Frappe-compatible server.
// Usage: node --import tsx bench/bare-server.ts <site.sqlite3> [port]
import { randomBytes } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import Fastify from 'fastify';

const db = new BetterSqlite3(process.argv[2], { fileMustExist: true });
db.pragma('journal_mode = WAL'); // what svc runs with (db_synchronous: normal)
db.pragma('synchronous = NORMAL');

const getOne = db.prepare('select * from "tabToDo" where "name" = ?');
const listByStatus = db.prepare('select "name", "status", "description" from "tabToDo" where "status" = ? order by "modified" desc limit 20');
const insert = db.prepare(
  `insert into "tabToDo" ("name", "creation", "modified", "modified_by", "owner", "status", "priority", "date", "description")
   values (@name, @now, @now, 'Administrator', 'Administrator', 'Open', 'Medium', @today, @description)`,
);
const setStatus = db.prepare('update "tabToDo" set "status" = ?, "modified" = ? where "name" = ?');

const now = () => new Date().toISOString().replace('T', ' ').replace('Z', '000');
const newName = () => [...randomBytes(10)].map((b) => '0123456789abcdefghijklmnopqrstuv'[b & 31]).join('');

const app = Fastify({ logger: false });
app.get('/api/ping', async () => ({ message: 'pong' }));
app.get('/api/resource/ToDo/:name', async (req, reply) => {
  const row = getOne.get((req.params as { name: string }).name);
  return row ? { data: row } : reply.code(404).send({ exc_type: 'DoesNotExistError' });
});
app.get('/api/resource/ToDo', async (req) => {
  // Only the one filter the bench sends: [["status","=",<value>]].
  const filters = JSON.parse((req.query as { filters?: string }).filters ?? '[]') as unknown[][];
  return { data: listByStatus.all(filters[0]?.[2] ?? 'Open') };
});
app.post('/api/resource/ToDo', async (req) => {
  const at = now();
  const name = newName();
  insert.run({ name, now: at, today: at.slice(0, 10), description: (req.body as { description: string }).description });
  return { data: getOne.get(name) };
});
app.put('/api/resource/ToDo/:name', async (req, reply) => {
  const name = (req.params as { name: string }).name;
  if (setStatus.run((req.body as { status: string }).status, now(), name).changes === 0) return reply.code(404).send({ exc_type: 'DoesNotExistError' });
  return { data: getOne.get(name) };
});

const address = await app.listen({ host: '127.0.0.1', port: Number(process.argv[3] ?? 0) });
process.stderr.write(`bare listening at ${address}\n`);
process.once('SIGTERM', () => void app.close().then(() => (db.close(), process.exit(0))));
