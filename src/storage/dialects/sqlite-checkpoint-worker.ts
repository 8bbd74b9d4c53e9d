/**
 * The body of the checkpoint thread (sqlite-checkpointer.ts). It runs from its source text in a
 * worker of its own (`eval`), so it may use nothing from around it, not even `require` (the build
 * would rewrite it): only `process.getBuiltinModule`, its `workerData` and globals. It opens its
 * own connection to the database file and runs a PASSIVE checkpoint on each request, answering
 * the WAL's length in frames (-1 when a lock kept it from looking); with nothing asked for a while
 * it checkpoints once more (the last writes of a burst) and, idle longer, closes its connection
 * and ends.
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
    port.close();
  };
  const rest = () => {
    clearTimeout(trailing);
    clearTimeout(idle);
    trailing = setTimeout(() => port.postMessage({ id: 0, ...checkpoint() }), trailingMs);
    idle = setTimeout(finish, idleMs);
  };

  port.on('message', (message: { id: number } | 'close') => {
    if (message === 'close') return finish();
    port.postMessage({ id: message.id, ...checkpoint() });
    rest();
  });
  port.postMessage('ready');
  rest();
}
