// A node:test reporter for scripts/test.js: writes one JSON object mapping each test file that
// ran (its path as given) to its wall time in milliseconds. The next run starts the longest files
// first with it (see scripts/test.js).
export default async function* durationsReporter(source) {
  const durations = {};
  for await (const event of source) {
    // A file's own test (named by its path) completes once its process has exited.
    if (event.type === 'test:complete' && event.data.nesting === 0 && event.data.file && event.data.name === event.data.file) {
      durations[event.data.file] = Math.round(event.data.details.duration_ms);
    }
  }
  yield `${JSON.stringify(durations)}\n`;
}
