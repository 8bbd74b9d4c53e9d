import { constants, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what survived the last full collection, in
 * percent. V8 sizes that headroom from how fast the program allocated lately: after a burst of
 * JSON requests it shrinks to a few MB, and V8 counts Buffers allocated since the last full
 * collection against it. Request bodies are Buffers (a 20 MiB upload is 20 MiB of them), so each
 * few MB of upload then cost a full mark-compact where a cheap scavenge would have freed them.
 * A fixed 200% keeps the headroom above what triggers those scavenges: measured (`npm run bench`)
 * 20 MiB uploads after write load went from about 170 to 240 MB/s and reads gained about 15%, for
 * about 10 MB more peak RSS.
 */
export const HEAP_GROWING_PERCENT = 200;

/**
 * The most that headroom may be, in MB, however much survived: 200% of a small heap is a few
 * dozen MB, but of a heap that has grown with a long-running server's caches it would let a burst
 * of uploads pile up that much promoted garbage again before the next full collection, all of it
 * resident. Past 16 MB live the percentage shrinks so the headroom stays at this.
 */
export const MAX_HEADROOM_MB = 32;

/** The least percentage the cap lowers it to (a heap of 128 MB or more live). */
export const MIN_HEAP_GROWING_PERCENT = 25;

const MB = 1024 * 1024;
const HEAP_GROWING_FLAG = /^--heap[-_]growing[-_]percent(=|$)/;

/** The growth percentage for a heap with `liveMb` in use after a full collection. */
export function growingPercentFor(liveMb: number): number {
  const capped = Math.floor((100 * MAX_HEADROOM_MB) / Math.max(liveMb, 1));
  return Math.max(MIN_HEAP_GROWING_PERCENT, Math.min(HEAP_GROWING_PERCENT, capped));
}

/** True when the operator chose the heap growth on node's command line (svc then leaves it alone). */
export function operatorChoseGrowth(execArgv: readonly string[]): boolean {
  return execArgv.some((arg) => HEAP_GROWING_FLAG.test(arg));
}

/**
 * After each full collection, sets the growth percentage for what is in use then (`apply`, given
 * a new value only when it changes). Returns the function that stops watching.
 */
export function capHeapGrowth(apply: (percent: number) => void, usedMb: () => number): () => void {
  let percent = HEAP_GROWING_PERCENT;
  apply(percent);
  const observer = new PerformanceObserver((list) => {
    const major = list.getEntries().some((entry) => (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
    if (!major) return;
    const next = growingPercentFor(usedMb());
    if (next === percent) return;
    percent = next;
    apply(percent);
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => observer.disconnect();
}

/**
 * Applies the serving heap policy to this process: 200% growth, lowered after each full
 * collection that leaves more than 16 MB in use, so the headroom never passes MAX_HEADROOM_MB.
 * V8 reads the flag whenever it sets the next collection's limit, so a change applies from the
 * next full collection on.
 */
export function tuneHeapForServing(execArgv: readonly string[] = process.execArgv): void {
  if (operatorChoseGrowth(execArgv)) return;
  capHeapGrowth(
    (percent) => v8.setFlagsFromString(`--heap-growing-percent=${percent}`),
    () => v8.getHeapStatistics().used_heap_size / MB,
  );
}
