/** A value now, or a promise of it: what a step answers when only a cache miss has to wait. */
export type Awaitable<T> = T | Promise<T>;

/**
 * `next(value)` at once when `value` is already here, after it settles otherwise. A request's hot
 * path (a cached API key, an open session) then costs no promise and no microtask per step, and
 * an error thrown by `next` on the synchronous path is thrown to the caller, not rejected.
 */
export function andThen<T, U>(value: Awaitable<T>, next: (value: T) => Awaitable<U>): Awaitable<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
