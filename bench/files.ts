// File upload and download (issue "Files"): a 20 MiB file up and down over loopback (MB/s), the
// server's RSS growth while 10 such uploads run at once (uploads must stream to disk, never be
// held in memory), and 1 kB uploads at 50 connections (req/s).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Request } from 'autocannon';
import { CONNECTIONS, FILE_TARGETS, MEASURE_SECONDS, RSS_SAMPLE_MS, WARMUP_SECONDS } from './config.ts';
import { measure } from './load.ts';
import { readMemoryMb, sampleRss, type Server } from './processes.ts';
import { table } from './report.ts';

const MIB = 1024 * 1024;
const BIG = 20 * MIB;
const BOUNDARY = '----svc-bench-boundary';
const ROUNDS = 3;

function multipart(name: string, content: Buffer | string): { body: Buffer; type: string } {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="is_private"\r\n\r\n0\r\n--${BOUNDARY}--\r\n`);
  return { body: Buffer.concat([head, Buffer.from(content), tail]), type: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** The multipart body of multipart() as a string, for ASCII names and content. */
function smallBody(name: string, content: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="is_private"\r\n\r\n0\r\n--${BOUNDARY}--\r\n`;
}

/**
 * POSTs `body` with node:http (one write of the whole buffer): fetch's web-stream body costs the
 * load generator more CPU than the server spends, on a machine where both share two cores.
 */
function post(server: Server, headers: Record<string, string>, type: string, body: Buffer): Promise<{ status: number; text: string }> {
  const url = new URL('/api/method/upload_file', server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'content-type': type, 'content-length': body.length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A request body of distinct 20 MiB content (no de-duplication shortcut). */
function bigBody(big: Buffer): { body: Buffer; type: string } {
  randomBytes(32).copy(big, 0);
  return multipart(`big-${randomBytes(4).toString('hex')}.bin`, big);
}

/** Uploads a body made by bigBody and returns its file_url. */
async function uploadBig(server: Server, headers: Record<string, string>, { body, type }: { body: Buffer; type: string }): Promise<string> {
  const res = await post(server, headers, type, body);
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${res.text.slice(0, 300)}`);
  return JSON.parse(res.text).message.file_url;
}

function download(server: Server, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(new URL(url, server.url), (res) => {
      if (res.statusCode !== 200) reject(new Error(`download answered ${res.statusCode}`));
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const mbPerSec = (bytes: number, ms: number) => bytes / MIB / (ms / 1000);
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

export async function filesPart(opts: { svc: Server; headers: Record<string, string>; say: (text: string) => void }): Promise<void> {
  const { svc, headers, say } = opts;
  const big = randomBytes(BIG);
  say('\n── files: 20 MiB upload and download over loopback ──');
  for (let i = 0; i < 3; i++) await download(svc, await uploadBig(svc, headers, bigBody(big))); // warm-up
  let upMs = 0;
  let downMs = 0;
  for (let i = 0; i < ROUNDS; i++) {
    // The client assembles its 20 MiB body before the clock starts: the figure is the transfer and the server's work.
    const body = bigBody(big);
    let t = performance.now();
    const url = await uploadBig(svc, headers, body);
    upMs += performance.now() - t;
    t = performance.now();
    const got = await download(svc, url);
    downMs += performance.now() - t;
    if (got !== BIG) throw new Error(`downloaded ${got} bytes, expected ${BIG}`);
  }
  const up = mbPerSec(BIG * ROUNDS, upMs);
  const down = mbPerSec(BIG * ROUNDS, downMs);
  say(table(['', 'MB/s', `target >= ${FILE_TARGETS.mbPerSec}`], [
    ['upload 20 MiB', up.toFixed(0), verdict(up >= FILE_TARGETS.mbPerSec)],
    ['download 20 MiB', down.toFixed(0), verdict(down >= FILE_TARGETS.mbPerSec)],
  ]));

  const before = readMemoryMb(svc.pid, 'VmRSS');
  const rss = sampleRss(svc.pid, RSS_SAMPLE_MS / 2);
  const bodies = Array.from({ length: 10 }, () => bigBody(Buffer.from(big)));
  const started = performance.now();
  await Promise.all(bodies.map((body) => uploadBig(svc, headers, body)));
  const peak = rss.stop();
  const growth = peak - before;
  say(`  10 parallel 20 MiB uploads: ${(performance.now() - started).toFixed(0)} ms, RSS ${before.toFixed(1)} → peak ${peak.toFixed(1)} MB: growth ${growth.toFixed(1)} MB (target < ${FILE_TARGETS.rssGrowthMb} MB: ${verdict(growth < FILE_TARGETS.rssGrowthMb)})`);

  let n = 0;
  const small: Request = {
    method: 'POST',
    path: '/api/method/upload_file',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    // Built as text: the load generator shares the two cores with the server, so it stays cheap.
    setupRequest: (req) => {
      n++;
      return { ...req, body: smallBody(`small-${n}.txt`, `${n}`.padEnd(1024, 'x')) };
    },
  };
  const m = await measure(svc, () => small, { connections: CONNECTIONS, seconds: MEASURE_SECONDS, warmupSeconds: WARMUP_SECONDS, headers });
  say(table(['', 'req/s', 'p50 ms', 'p99 ms', 'peak RSS MB', 'non-2xx/err', `target >= ${FILE_TARGETS.smallUploadsPerSec}/s`], [
    [`1 kB uploads, ${CONNECTIONS} connections`, Math.round(m.reqPerSec).toString(), m.p50Ms.toFixed(2), m.p99Ms.toFixed(2), m.peakRssMb.toFixed(1), String(m.failed), verdict(m.reqPerSec >= FILE_TARGETS.smallUploadsPerSec)],
  ]));
}
