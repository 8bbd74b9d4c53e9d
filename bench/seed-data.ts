// Generates ToDo rows that look like a real, used table: varied status mix, timestamps spread over
// two years, descriptions of varied length. A seeded PRNG keeps every run on the same data
// (timestamps relative to today), so figures from two runs are comparable.

export const TODO_COLUMNS = [
  'name', 'creation', 'modified', 'modified_by', 'owner', 'docstatus', 'idx',
  'status', 'priority', 'date', 'allocated_to', 'assigned_by', 'description',
] as const;

export type TodoRow = Record<(typeof TODO_COLUMNS)[number], string | number | null>;

/** mulberry32: tiny, fast and good enough to vary benchmark data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The same items in a fixed pseudo-random order, so reads do not follow insertion order. */
export function shuffled<T>(items: T[], seed = 7): T[] {
  const out = [...items];
  const rand = prng(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';
const WORDS = (
  'review invoice call customer follow up on quote update the roadmap fix login bug prepare ' +
  'slides for monday send contract renew licence check stock order parts plan sprint write ' +
  'release notes reply to support ticket schedule meeting with design team migrate database'
).split(' ');

/** Frappe's timestamp text: 'YYYY-MM-DD HH:MM:SS.ffffff' (UTC, the site's default time zone). */
export function formatTimestamp(micros: number): string {
  const iso = new Date(Math.floor(micros / 1000)).toISOString(); // 2025-01-02T03:04:05.678Z
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}.${String(micros % 1_000_000).padStart(6, '0')}`;
}

/** Yields `count` rows with unique 10-character [0-9a-v] names, like Frappe's hash autoname. */
export function* todoRows(count: number, seed = 42): Generator<TodoRow> {
  const rand = prng(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  const names = new Set<string>();
  const nowMicros = Date.now() * 1000;
  const twoYears = 2 * 365 * 86_400 * 1_000_000;
  for (let i = 0; i < count; i++) {
    let name = '';
    while (name.length !== 10 || names.has(name)) {
      name = '';
      for (let c = 0; c < 10; c++) name += BASE32HEX[Math.floor(rand() * 32)];
    }
    names.add(name);
    const creation = nowMicros - Math.floor(rand() * twoYears);
    // Most ToDos are touched again within a month of their creation, never in the future.
    const modified = Math.min(nowMicros, creation + Math.floor(rand() * 30 * 86_400 * 1_000_000));
    const r = rand();
    const status = r < 0.5 ? 'Open' : r < 0.85 ? 'Closed' : 'Cancelled';
    const words = Array.from({ length: 4 + Math.floor(rand() * 30) }, () => pick(WORDS)).join(' ');
    // Users are links, and a PUT re-validates links: only Administrator exists on a fresh site.
    const user = rand() < 0.6 ? 'Administrator' : null;
    yield {
      name,
      creation: formatTimestamp(creation),
      modified: formatTimestamp(modified),
      modified_by: 'Administrator',
      owner: 'Administrator',
      docstatus: 0,
      idx: 0,
      status,
      priority: pick(['High', 'Medium', 'Medium', 'Low']),
      date: formatTimestamp(modified + Math.floor(rand() * 14) * 86_400 * 1_000_000).slice(0, 10),
      allocated_to: user,
      assigned_by: user,
      description: `<p>${words[0].toUpperCase()}${words.slice(1)} (#${i})</p>`,
    };
  }
}
