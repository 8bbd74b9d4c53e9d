// The bench's background job: does nothing, so a run measures the queue, the worker and the
// job's own transaction (npm run bench -- --jobs, bench/jobs.ts).
export function noop(): null {
  return null;
}
