import type pg from 'pg';
import { pgModule } from './pg-module.ts';
import type { Database } from '../database.ts';
import { raw } from './postgres-driver.ts';

const NOTICE_CHANNEL = 'svc_notices';

/** Change notices through LISTEN/NOTIFY, plus `close`, which ends the listening connection. */
export interface PostgresNotices extends Pick<Database, 'onNotice' | 'notify'> {
  close(): Promise<void>;
}

/**
 * Change notices between processes: `notify` sends pg_notify in the transaction (delivered at
 * commit), and one connection of its own LISTENs once a listener is registered, reconnecting
 * every second while the server is away.
 */
export function postgresNotices(url: string): PostgresNotices {
  const listeners: Array<(channel: string) => void> = [];
  let listenClient: pg.Client | null = null;
  let closed = false;

  const listen = async () => {
    if (closed || listeners.length === 0 || listenClient) return;
    const client = new (pgModule().Client)({ connectionString: url });
    listenClient = client;
    const retry = () => {
      if (listenClient === client) listenClient = null;
      client.end().catch(() => {});
      if (!closed) setTimeout(() => void listen(), 1000).unref();
    };
    client.on('error', retry);
    client.on('notification', (msg) => {
      for (const l of listeners) l(msg.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${NOTICE_CHANNEL}`);
    } catch {
      retry();
    }
  };

  return {
    onNotice(listener) {
      listeners.push(listener);
      void listen();
    },
    async notify(tx, channel) {
      await tx.run(raw('select pg_notify($1, $2)', [NOTICE_CHANNEL, channel]));
      // This process applies its own notice at commit, before its next request (LISTEN delivers later).
      tx.afterCommit(() => {
        for (const l of listeners) l(channel);
      });
    },
    async close() {
      closed = true;
      await listenClient?.end().catch(() => {});
    },
  };
}
