import { SqlJobQueue } from '../../src/jobs/sql-job-queue.ts';
import { createSystemTables } from '../../src/storage/schema-sync.ts';
import { enabledDialects, openTestDatabase } from '../helpers/dialects.ts';
import { jobQueueContract } from './job-queue-contract.ts';

for (const dialect of await enabledDialects()) {
  jobQueueContract(`sql on ${dialect.name}`, async () => {
    const { db, reopen, close } = await openTestDatabase(dialect);
    // Twice: creating the system tables is idempotent (every start runs it).
    await db.write((tx) => createSystemTables(tx, db.schema));
    await db.write((tx) => createSystemTables(tx, db.schema));
    return {
      queue: new SqlJobQueue(db, 'site1'),
      // A second SQLite connection in this process would wait for the first's write lock in a
      // busy handler that blocks the event loop the first needs to finish: processes, not one.
      ...(dialect.name === 'sqlite' ? {} : { other: new SqlJobQueue(reopen(), 'site1') }),
      write: (fn) => db.write(fn),
      cleanup: close,
    };
  });
}
