// A node:test reporter for scripts/test.js: writes one JSON object mapping each test file that
// ran (its path from the project's root) to its wall time in milliseconds, the sum of its
// top-level tests, which run one after another in its shard. The next run plans its shards with
// it (see scripts/test.js).
import path from 'node:path';

export default async function* durationsReporter(source) {
  const durations = {};
  for await (const event of source) {
    const { data } = event;
    // A shard's own entry carries its .mjs; the tests it ran carry their own file.
    if (event.type === 'test:complete' && data.nesting === 0 && data.file?.endsWith('.test.ts')) {
      const file = path.relative(process.cwd(), data.file).split(path.sep).join('/');
      durations[file] = (durations[file] ?? 0) + Math.round(data.details.duration_ms);
    }
  }
  yield `${JSON.stringify(durations)}\n`;
}
