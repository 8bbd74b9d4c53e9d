// The subscribers of the realtime bench, in a process of their own so that receiving events never
// competes with the bench's writer for one event loop. Connects `count` socket.io clients (each a
// WebSocket) to one DocType room, then answers the parent's IPC messages:
// `report` → received events and their write-to-delivery latency percentiles; `reset` → clears them.
// Latency: the writer names each document `rt-<seq>-<send time in µs since the epoch>`.
import { io, type Socket } from 'socket.io-client';

const [url, namespace, auth, countText, doctype] = process.argv.slice(2);
const count = Number(countText);
const sockets: Socket[] = [];
let latencies: number[] = [];

function nowMicros(): number {
  return (performance.timeOrigin + performance.now()) * 1000;
}

function connect(): Promise<Socket> {
  const socket = io(`${url}${namespace}`, { transports: ['websocket'], extraHeaders: { Authorization: auth }, reconnection: false, forceNew: true });
  socket.on('list_update', (message: { name?: string }) => {
    const sent = Number(/^rt-\d+-(\d+)$/.exec(message.name ?? '')?.[1]);
    if (sent) latencies.push((nowMicros() - sent) / 1000);
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => socket.timeout(10_000).emitWithAck('doctype_subscribe', doctype).then(() => resolve(socket), reject));
    socket.once('connect_error', reject);
  });
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

process.on('message', (msg: string) => {
  if (msg === 'reset') latencies = [];
  if (msg === 'report') {
    const sorted = Float64Array.from(latencies).sort();
    process.send!({ received: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? NaN });
  }
  if (msg === 'close') {
    sockets.forEach((s) => s.close());
    process.exit(0);
  }
});

// In batches: a thousand handshakes at once would measure the connect storm, not delivery.
for (let i = 0; i < count; i += 50) sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, connect))));
process.send!({ ready: sockets.length });
