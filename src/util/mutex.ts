/** A FIFO async lock: one holder at a time, waiters served in arrival order. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  /** Runs `fn` while holding the lock. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => next);
    await previous;
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
