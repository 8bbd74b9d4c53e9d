import { distIsFresh } from '../../scripts/dist-freshness.js';
import type { JobWorkerOptions } from '../../src/job-worker/job-worker.ts';

/**
 * What a test's JobWorker gives its job threads: the site, the apps, and the build for the
 * thread's code when the build matches src/ (scripts/test.js builds it first). A thread that loads
 * src/ through tsx spends about 3 s of CPU starting, the build about 0.5 s; a file that starts a
 * few threads per dialect spent most of its time there. A stale build (a test run by hand after
 * an edit) leaves the threads on src/.
 */
export function jobThread(sitesDir: string, appDirs: readonly string[]): JobWorkerOptions['thread'] {
  return { sitesDir, appDirs, logLevel: 'silent', fromBuild: distIsFresh() };
}
