// The requests the bench sends. svc and the bare server get the very same paths and bodies; only
// svc needs the Authorization header.
import type { Request } from 'autocannon';

export interface Scenario {
  key: 'read' | 'list' | 'create' | 'update';
  title: string;
  /** Which ratio target applies: reads >= 50% of bare, writes >= 35%. */
  kind: 'read' | 'write';
  /** A fresh request generator per run; `names` are existing ToDo names in random order. */
  request(names: string[]): Request;
}

const RESOURCE = '/api/resource/ToDo';
const JSON_HEADERS = { 'content-type': 'application/json' };

const LIST_QUERY = new URLSearchParams({
  fields: JSON.stringify(['name', 'status', 'description']),
  filters: JSON.stringify([['status', '=', 'Open']]),
  order_by: 'modified desc',
  limit_page_length: '20',
}).toString();

/**
 * A request whose path or body changes every time, cycling through `values`. Only the path and
 * body vary (method and headers are the first request's); setupRequest sets them on the request it
 * is handed (autocannon hands a fresh copy each time, the lean generator a scratch copy per
 * connection) instead of spreading new objects.
 */
function cycling<T>(values: T[], build: (value: T, i: number) => Request): Request {
  let i = 0;
  return {
    ...build(values[0], 0),
    setupRequest: (req) => {
      const n = i++;
      const built = build(values[n % values.length], n);
      req.path = built.path;
      req.body = built.body;
      return req;
    },
  };
}

export const SCENARIOS: Scenario[] = [
  {
    key: 'read',
    title: 'read one ToDo by name (GET /api/resource/ToDo/<name>)',
    kind: 'read',
    // Every request a different document, so no cache can serve a single hot row.
    request: (names) => cycling(names, (name) => ({ method: 'GET', path: `${RESOURCE}/${name}` })),
  },
  {
    key: 'list',
    title: 'list 20 Open ToDos, 3 fields, order_by modified desc',
    kind: 'read',
    request: () => ({ method: 'GET', path: `${RESOURCE}?${LIST_QUERY}` }),
  },
  {
    key: 'create',
    title: 'create a ToDo (POST {"description"})',
    kind: 'write',
    request: () => cycling([0], (_, i) => ({
      method: 'POST', path: RESOURCE, headers: JSON_HEADERS, body: JSON.stringify({ description: `<p>Benchmark task ${i}</p>` }),
    })),
  },
  {
    key: 'update',
    title: 'update one field (PUT {"status"} on varying ToDos)',
    kind: 'write',
    // Walk the names from the other end than the reads, and rotate the status on each pass.
    request: (names) => cycling([...names].reverse(), (name, i) => ({
      method: 'PUT', path: `${RESOURCE}/${name}`, headers: JSON_HEADERS, body: JSON.stringify({ status: ['Closed', 'Open', 'Cancelled'][i % 3] }),
    })),
  },
];
