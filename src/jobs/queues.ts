/**
 * Frappe's queues and their default timeouts in seconds, as Frappe v15 sets them (short and
 * default 300, long 1500). Apps declare more with `jobQueues()`.
 */
export const STANDARD_QUEUES: ReadonlyMap<string, number> = new Map([
  ['short', 300],
  ['default', 300],
  ['long', 1500],
]);

/** Queue names are what a worker's `--queue` list can hold. */
export const QUEUE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The standard queues plus the apps' declared ones, each with its default timeout in seconds. */
export function queueTimeouts(declared: ReadonlyMap<string, number> = new Map()): ReadonlyMap<string, number> {
  return new Map([...STANDARD_QUEUES, ...declared]);
}

const QUEUES_MARK = Symbol.for('svc.jobQueues');

/** Queues an app declares: name → default timeout in seconds (`jobQueues()`). */
export type QueueDeclaration = Readonly<Record<string, { timeout: number }>>;

/**
 * Declares queues of an app beside short, default and long, each with its default timeout
 * (Frappe declares them in common_site_config's `workers`):
 * `export const queues = jobQueues({ reports: { timeout: 3600 } })` in any module of the app.
 */
export function jobQueues<T extends QueueDeclaration>(declaration: T): T {
  Object.defineProperty(declaration, QUEUES_MARK, { value: true });
  return declaration;
}

/** True for a declaration made with `jobQueues()`. */
export function isQueueDeclaration(value: unknown): value is QueueDeclaration {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[QUEUES_MARK] === true;
}

/** Why a declared queue cannot be used, or null. */
export function queueDeclarationProblem(name: string, spec: unknown): string | null {
  if (!QUEUE_NAME.test(name)) return `queue "${name.slice(0, 80)}" must be a name of 1 to 64 letters, digits, "_" or "-"`;
  if (STANDARD_QUEUES.has(name)) return `queue "${name}" is one of Frappe's own (short, default, long) and cannot be declared again`;
  const timeout = (spec as { timeout?: unknown } | null)?.timeout;
  if (typeof timeout !== 'number' || !(timeout > 0)) return `queue "${name}" needs a timeout: a number of seconds above 0`;
  return null;
}
