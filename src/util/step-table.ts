/** One named step of a multi-step flow: it finishes at once, or returns a promise. */
export type Step<S> = (state: S) => unknown;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * Runs a table of named steps in order. A step that finished at once is not awaited: the lifecycle
 * tables are mostly steps that do nothing for a given document, and awaiting each would cost a
 * turn of the microtask queue per step on every save.
 */
export async function runSteps<S>(steps: ReadonlyArray<readonly [string, Step<S>]>, state: S): Promise<void> {
  for (const [, step] of steps) {
    const pending = step(state);
    if (isThenable(pending)) await pending;
  }
}
