import { randomHex } from '../../src/util/random.ts';
import { BullJobQueue } from '../../src/jobs/bullmq-job-queue.ts';
import { BullBroker } from '../../src/storage/redis/bull-broker.ts';
import { deleteKeys, REDIS_TEST_URL, redisReachable, silentLog } from '../helpers/redis.ts';
import { jobQueueContract } from './job-queue-contract.ts';

// The contract's leases are a few hundred milliseconds: BullMQ's stalled checker looks as often.
const STALLED_INTERVAL_MS = 50;

if (await redisReachable('the BullMQ job queue contract is')) {
  jobQueueContract('bullmq', async () => {
    const prefix = `svc:contract-${randomHex(6)}:jobs`;
    // Two "processes": each its own connections, as another server or worker would open them.
    const brokers = [new BullBroker(REDIS_TEST_URL, silentLog), new BullBroker(REDIS_TEST_URL, silentLog)];
    const [queue, other] = brokers.map((b) => new BullJobQueue(b, 'site1', prefix, { stalledIntervalMs: STALLED_INTERVAL_MS }));
    return {
      queue: queue!,
      other,
      async cleanup() {
        await Promise.all([queue!.close(), other!.close()]);
        await deleteKeys(brokers[0]!.producer(), `${prefix}*`);
        for (const b of brokers) b.close();
      },
    };
  });
}
