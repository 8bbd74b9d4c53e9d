// A node:test reporter for scripts/test.js: writes one JSON object mapping each test file that
// ran (its path from the project's root) to its wall time in milliseconds, the sum of its
// top-level tests, which run one after another in its process. The next run plans its processes
// with it (see scripts/test-shards.js).
import path from 'node:path';

const isTestFile = (file) => typeof file === 'string' && file.endsWith('.test.ts');

export default async function* durationsReporter(source) {
  const durations = {};
  // A suite declared by a helper (perDialect) carries the helper's file; its tests, which
  // complete before it, carry the test file's.
  let innerFile = null;
  for await (const event of source) {
    if (event.type !== 'test:complete') continue;
    const { data } = event;
    if (data.nesting > 0) {
      if (isTestFile(data.file)) innerFile = data.file;
      continue;
    }
    // A shard's own entry carries its .mjs and is left out with the helper's file of a suite
    // that holds no test file's tests; a skipped test would record a time it never took.
    const file = isTestFile(data.file) ? data.file : innerFile;
    innerFile = null;
    if (!file || data.skip !== undefined || data.todo !== undefined) continue;
    const key = path.relative(process.cwd(), file).split(path.sep).join('/');
    durations[key] = (durations[key] ?? 0) + Math.round(data.details.duration_ms);
  }
  yield `${JSON.stringify(durations)}\n`;
}
