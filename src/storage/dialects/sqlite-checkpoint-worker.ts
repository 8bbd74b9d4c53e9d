/**
 * The body of the checkpoint thread (sqlite-checkpointer.ts). It runs from its source text in a
 * worker of its own (`eval`), so it may use nothing from around it, not even `require` (the build
 * would rewrite it): only `process.getBuiltinModule`, its `workerData` and globals. It opens its
 * own connection to the database file and runs a PASSIVE checkpoint on each request, answering
 * the WAL's length in frames (-1 when a lock kept it from looking); asked to flush, it then also
 * writes the database file's pages to disk (why: sqlite-checkpointer.ts). With nothing asked for
 * a while it checkpoints once more (the last writes of a burst) and, idle longer, closes its
 * connection and ends.
 */
export function checkpointWorkerMain(): void {
  const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
  const { driver, path, synchronous, trailingMs, idleMs } = workerData as { driver: string; path: string; synchronous: string; trailingMs: number; idleMs: number };
  const Database = process.getBuiltinModule('node:module').createRequire(driver)(driver) as typeof import('better-sqlite3');
  const port = parentPort!;

  const db = new Database(path);
  // The checkpoint's own syncs (WAL before copying, database file after) follow this setting.
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('busy_timeout = 0');
  // This connection never writes pages itself, so it never checkpoints on its own account.
  db.pragma('wal_autocheckpoint = 0');
  const checkpoint$ = db.prepare('pragma wal_checkpoint(PASSIVE)');
  const fs = process.getBuiltinModule('node:fs');
  // A descriptor of the database file of its own: fdatasync on any descriptor writes the file's pages.
  let file: number | null = null;

  const flushDatabaseFile = () => {
    try {
      file ??= fs.openSync(path, 'r');
      fs.fdatasyncSync(file);
    } catch {
      // The checkpoint's own sync writes them instead, with writes held a little longer.
    }
  };

  const checkpoint = () => {
    try {
      return { log: (checkpoint$.get() as { log: number }).log };
    } catch {
      // SQLITE_BUSY from a lock another connection holds: the next request tries again.
      return { log: -1 };
    }
  };

  let trailing: NodeJS.Timeout | undefined;
  let idle: NodeJS.Timeout | undefined;
  const finish = () => {
    clearTimeout(trailing);
    clearTimeout(idle);
    db.close();
    if (file !== null) fs.closeSync(file);
    port.close();
  };
  const rest = () => {
    clearTimeout(trailing);
    clearTimeout(idle);
    trailing = setTimeout(() => port.postMessage({ id: 0, ...checkpoint() }), trailingMs);
    idle = setTimeout(finish, idleMs);
  };

  port.on('message', (message: { id: number; flush?: boolean } | 'close') => {
    if (message === 'close') return finish();
    const result = checkpoint();
    if (message.flush) flushDatabaseFile();
    port.postMessage({ id: message.id, ...result, flushed: message.flush === true });
    rest();
  });
  port.postMessage('ready');
  rest();
}
