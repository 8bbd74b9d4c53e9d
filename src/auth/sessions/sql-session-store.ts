import type { Database } from '../../storage/database.ts';
import type { SessionRecord, SessionStore } from './session-store.ts';

/** The system table of sessions (created by storage/schema-sync.ts createSystemTables). */
export const SESSIONS_TABLE = '__sessions';

interface SessionRow {
  sid_hash: string;
  user_name: string;
  created_at: number | string;
  last_seen: number | string;
  expires_at: number | string;
  csrf: number | string;
  stamp: string;
}

const DELETE_CHUNK = 500;

function recordOf(row: SessionRow): SessionRecord {
  return {
    id: row.sid_hash,
    user: row.user_name,
    createdAt: Number(row.created_at),
    lastSeen: Number(row.last_seen),
    expiresAt: Number(row.expires_at),
    csrf: Number(row.csrf) === 1,
    stamp: row.stamp,
  };
}

/**
 * Sessions in the site's database (`__sessions`, keyed by the SHA-256 of the sid). Every call runs
 * in its own short transaction, outside the request's (docs/DECISIONS.md D12: session bookkeeping keeps its
 * own records), so a request that fails never takes a login or logout back with it.
 */
export class SqlSessionStore implements SessionStore {
  constructor(private readonly db: Database) {}

  async create(record: SessionRecord): Promise<void> {
    await this.db.write((tx) =>
      tx.run(
        tx.builder.insertInto(SESSIONS_TABLE).values({
          sid_hash: record.id,
          user_name: record.user,
          created_at: record.createdAt,
          last_seen: record.lastSeen,
          expires_at: record.expiresAt,
          csrf: record.csrf ? 1 : 0,
          stamp: record.stamp,
        }),
      ),
    );
  }

  async get(id: string, now: number): Promise<SessionRecord | null> {
    const row = await this.db.read((tx) =>
      tx.first<SessionRow>(tx.builder.selectFrom(SESSIONS_TABLE).selectAll().where('sid_hash', '=', id).where('expires_at', '>', now)),
    );
    return row ? recordOf(row) : null;
  }

  async userSessions(user: string, now: number): Promise<SessionRecord[]> {
    const rows = await this.db.read((tx) =>
      tx.all<SessionRow>(tx.builder.selectFrom(SESSIONS_TABLE).selectAll().where('user_name', '=', user).where('expires_at', '>', now)),
    );
    return rows.map(recordOf);
  }

  async touch(id: string, lastSeen: number, expiresAt: number, stamp?: string): Promise<void> {
    await this.db.write((tx) =>
      tx.run(tx.builder.updateTable(SESSIONS_TABLE).set({ last_seen: lastSeen, expires_at: expiresAt, ...(stamp !== undefined ? { stamp } : {}) }).where('sid_hash', '=', id)),
    );
  }

  async delete(id: string): Promise<void> {
    await this.db.write((tx) => tx.run(tx.builder.deleteFrom(SESSIONS_TABLE).where('sid_hash', '=', id)));
  }

  async deleteUsers(users: readonly string[], exceptId?: string): Promise<number> {
    let removed = 0;
    for (let i = 0; i < users.length; i += DELETE_CHUNK) {
      const chunk = users.slice(i, i + DELETE_CHUNK);
      removed += await this.db.write((tx) => {
        let q = tx.builder.deleteFrom(SESSIONS_TABLE).where('user_name', 'in', chunk);
        if (exceptId !== undefined) q = q.where('sid_hash', '!=', exceptId);
        return tx.run(q);
      });
    }
    return removed;
  }

  async deleteExpired(now: number): Promise<number> {
    return this.db.write((tx) => tx.run(tx.builder.deleteFrom(SESSIONS_TABLE).where('expires_at', '<=', now)));
  }
}
