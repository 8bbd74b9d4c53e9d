import pino from 'pino';
import { announceSkip } from './skip-notice.ts';

/** The Redis the suite uses (its own database number, so nothing else's keys are touched). */
export const REDIS_TEST_URL = 'redis://127.0.0.1:6379/5';

export const silentLog = pino({ level: 'silent' });

/** Whether Redis answers at 127.0.0.1:6379; says LOUDLY what is skipped when it does not. */
export async function redisReachable(what: string): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const probe = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  const up = await probe.connect().then(
    () => true,
    () => false,
  );
  probe.disconnect();
  if (!up) announceSkip(`Redis at 127.0.0.1:6379 is not reachable: ${what} SKIPPED`);
  return up;
}

/** Deletes the keys matching `pattern` (a test's own prefix), so a run leaves nothing in Redis. */
export async function deleteKeys(client: import('ioredis').Redis, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    if (keys.length) await client.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
}
