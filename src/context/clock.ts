/** Source of the current time, injected so tests can move it. */
export interface Clock {
  /** Current time in epoch microseconds. */
  nowMicros(): number;
}

/** Epoch milliseconds of a clock, the unit sessions and cookies count in. */
export function epochMillis(clock: Clock): number {
  return Math.floor(clock.nowMicros() / 1000);
}

/** The real clock: wall time with microsecond resolution, never going backwards in-process. */
export function systemClock(): Clock {
  let last = 0;
  return {
    nowMicros() {
      let now = Math.floor((performance.timeOrigin + performance.now()) * 1000);
      if (now <= last) now = last + 1;
      last = now;
      return now;
    },
  };
}

/** A clock that only moves when told to; for tests. */
export function manualClock(startMicros: number): Clock & { advanceSeconds(s: number): void; set(micros: number): void } {
  let now = startMicros;
  return {
    nowMicros: () => now,
    advanceSeconds(s: number) {
      now += Math.round(s * 1_000_000);
    },
    set(micros: number) {
      now = micros;
    },
  };
}
