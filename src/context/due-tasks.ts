/**
 * When each named piece of periodic housekeeping (sweeping expired idempotency keys, say) last
 * ran, so one that is due runs at most once per interval. A site keeps one: state belongs to the
 * site it concerns, not to a module.
 */
export class DueTasks {
  private readonly lastRun = new Map<string, number>();

  /** True, and marks the task run at `nowMs`, when it last ran `everyMs` or more ago (or never). */
  claim(task: string, everyMs: number, nowMs: number): boolean {
    const last = this.lastRun.get(task);
    if (last !== undefined && nowMs - last < everyMs) return false;
    this.lastRun.set(task, nowMs);
    return true;
  }
}
