import type { SessionRecord, SessionStore } from './session-store.ts';

/** Sessions in this process's memory: for tests and single-process use; lost on restart. */
export class MemorySessionStore implements SessionStore {
  private readonly records = new Map<string, SessionRecord>();

  async create(record: SessionRecord): Promise<void> {
    this.records.set(record.id, { ...record });
  }

  async get(id: string, now: number): Promise<SessionRecord | null> {
    const record = this.records.get(id);
    if (!record || record.expiresAt <= now) return null;
    return { ...record };
  }

  async userSessions(user: string, now: number): Promise<SessionRecord[]> {
    return [...this.records.values()].filter((r) => r.user === user && now < r.expiresAt).map((r) => ({ ...r }));
  }

  async touch(id: string, lastSeen: number, expiresAt: number, stamp?: string): Promise<void> {
    const record = this.records.get(id);
    if (record) this.records.set(id, { ...record, lastSeen, expiresAt, ...(stamp !== undefined ? { stamp } : {}) });
  }

  async delete(id: string): Promise<void> {
    this.records.delete(id);
  }

  async deleteUsers(users: readonly string[], exceptId?: string): Promise<number> {
    const wanted = new Set(users);
    let removed = 0;
    for (const [id, record] of this.records) {
      if (wanted.has(record.user) && id !== exceptId) {
        this.records.delete(id);
        removed++;
      }
    }
    return removed;
  }

  async deleteExpired(now: number): Promise<number> {
    let removed = 0;
    for (const [id, record] of this.records) {
      if (record.expiresAt <= now) {
        this.records.delete(id);
        removed++;
      }
    }
    return removed;
  }
}
