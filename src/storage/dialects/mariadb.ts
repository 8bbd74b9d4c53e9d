import { sql } from 'kysely';
import type { Logger } from '../../context/request-context.ts';
import type { Database, DialectCapabilities, NoticePoller } from '../database.ts';
import { coldBuilder } from './mariadb-compiler.ts';
import type { MariadbTarget } from './mariadb-connection.ts';
import { openPools, streamRows } from './mariadb-driver.ts';
import { AsideDropper } from './mariadb-dropper.ts';
import { classifyMariadbError } from './mariadb-errors.ts';
import { mariadbNotices } from './mariadb-notices.ts';
import { mariadbSchema } from './mariadb-schema.ts';
import { mariadbTransactions } from './mariadb-transaction.ts';

// `ilike` is compiled to LIKE under a case-insensitive collation (mariadb-compiler.ts).
const caps: DialectCapabilities = {
  rowLocks: true,
  literalLimits: false,
  likeOperator: 'ilike',
  insertUnlessNameTaken: false,
  functions: {
    locate: (needle, haystack) => sql`locate(${needle}, ${haystack})`,
    date: (value) => sql`date_format(${value}, '%Y-%m-%d')`,
    timestamp: (value) => sql`date_format(${value}, '%Y-%m-%d %H:%i:%s')`,
    text: (value) => sql`cast(${value} as char)`,
  },
};

export interface MariadbOptions {
  target: MariadbTarget;
  poolSize?: number;
  /** Where failures of background work (dropping tables set aside, undoing DDL) are told; stderr by default. */
  log?: Pick<Logger, 'error'>;
}

const stderrLog: Pick<Logger, 'error'> = {
  error(obj, msg) {
    process.stderr.write(`svc mariadb: ${msg ?? ''} ${JSON.stringify(obj)}\n`);
  },
};

/**
 * MariaDB (10.11) through mysql2: a write pool, a read pool whose sessions only run read-only
 * transactions (a write during a GET fails in the server), and a small pool for DDL, which runs
 * beside the transaction (mariadb-ddl.ts). Change notices: a versions table polled when requests
 * arrive, since MariaDB has neither LISTEN/NOTIFY nor a data version.
 */
export function openMariadb(options: MariadbOptions): Database & NoticePoller {
  const { target } = options;
  const pools = openPools(target, options.poolSize);
  const log = options.log ?? stderrLog;
  const dropper = new AsideDropper(pools.ddlPool, log);
  const builder = coldBuilder();
  const notices = mariadbNotices(pools.writePool, pools.noticesPool);
  const transactions = mariadbTransactions({ builder, caps, pools, database: target.database, log, dropper, beforeWrite: notices.ensureTable });
  const schema = mariadbSchema(pools.ddlPool, transactions.settleDdl);

  return {
    builder,
    caps,
    schema,
    description: `mariadb:${target.database}`,
    read: transactions.read,
    write: transactions.write,
    stream: (query) => streamRows(pools.readPool, query),
    classifyError: classifyMariadbError,
    onNotice: notices.onNotice,
    notify: notices.notify,
    pollNotices: notices.pollNotices,
    lockSchema: transactions.lockSchema,
    async close() {
      await dropper.close();
      await Promise.all([pools.writePool.end(), pools.readPool.end(), pools.ddlPool.end(), pools.noticesPool.end()]);
    },
  };
}
