import os from 'node:os';

/**
 * Limits how many password-hash computations run at once. A KDF is built to burn CPU; left
 * alone, twenty parallel logins take every core and every other request waits behind them. The
 * gate keeps one core for serving: logins queue for the rest.
 */
export class KdfGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size = Math.max(1, os.availableParallelism() - 1)) {}

  /** Runs `fn` when a slot is free. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
