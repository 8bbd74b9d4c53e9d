import fs from 'node:fs';

/**
 * Says loudly that `what` is skipped and why, now and again in the summary `npm test` prints at
 * the end (scripts/test.js names the file in SVC_TEST_SKIP_LOG), so a skip in the middle of
 * thousands of lines of output is never missed.
 */
export function announceSkip(reason: string): void {
  process.stderr.write(`\n!!! ${reason} !!!\n\n`);
  const log = process.env.SVC_TEST_SKIP_LOG;
  if (log) fs.appendFileSync(log, `${reason}\n`);
}
