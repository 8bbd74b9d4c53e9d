// Knobs of `npm run bench` in one place, so the timing budget (the whole run should stay under
// ~6 minutes on a 2-core machine) can be read and changed without hunting through the code.

export const ROWS = 100_000;
export const CONNECTIONS = 50;
/**
 * Load before each measurement, for the JIT to settle: on a slow two-core machine svc's read
 * throughput went on rising until about 6 s of load (2 s runs from a fresh start: 2,557, 4,285,
 * 4,280, then 4,660 req/s and level), bare's for about 2 s. With 2 s of warm-up the first of svc's
 * three turns measured a server still compiling.
 */
export const WARMUP_SECONDS = 5;
export const MEASURE_SECONDS = 9;
/**
 * Runs each server gets when two are compared (bench/load.ts measureInTurns): svc and bare, one
 * and two workers, another database and SQLite.
 */
export const TURNS = 3;
/** The single-connection run only needs enough samples for a stable median. */
export const SEQUENTIAL_SECONDS = 5;
/** How often the server's RSS is read from /proc while a scenario runs. */
export const RSS_SAMPLE_MS = 100;

export const SITE = 'bench.localhost';
export { PG_ADMIN_URL } from '../scripts/local-services.ts';

/** Targets from the issues (20 for the ratios and memory); the bench prints them next to the figures and never fails on them. */
export const TARGETS = {
  readRatio: 0.7,
  writeRatio: 0.5,
  p99Ms: 25,
  /** The serving process alone, at any point of the bench and after all of it. */
  peakRssMb: 200,
  sequentialListP50Ms: 5,
  /** PostgreSQL's read and list req/s against SQLite's on the same machine. */
  postgresShareOfSqlite: 0.6,
};

/** Targets of the files scenario (bench/files.ts). */
export const FILE_TARGETS = {
  mbPerSec: 200,
  rssGrowthMb: 30,
  smallUploadsPerSec: 1500,
};
