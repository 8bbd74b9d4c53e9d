import type { RealtimeChannel, RealtimeEvent } from '../context/realtime-event.ts';

/**
 * The channel of a site served by one process (no `redis_url`). Delivery is deferred to a
 * microtask so a publisher never runs subscriber code inside its own call, as over Redis.
 */
export class MemoryRealtimeChannel implements RealtimeChannel {
  private readonly listeners = new Set<(event: RealtimeEvent) => void>();

  publish(event: RealtimeEvent): void {
    if (this.listeners.size === 0) return;
    queueMicrotask(() => {
      for (const listener of this.listeners) listener(event);
    });
  }

  subscribe(listener: (event: RealtimeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
