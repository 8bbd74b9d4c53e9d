// The subscribers of the realtime bench, in a process of their own so that receiving events never
// competes with the bench's writer for one event loop. Each is a bare WebSocket speaking
// Engine.IO 4 / socket.io 5 itself (what socket.io-client sends on the wire): a socket.io-client
// per subscriber parses every packet in full, and a thousand of them receiving 200,000 events a
// second would measure this process, not the server. Answers the parent's IPC messages:
// `report` → received events and their write-to-delivery latency percentiles; `reset` → clears them.
// Latency: the writer names each document `rt-<seq>-<send time in µs since the epoch>`.
// Events are read off the frame's bytes: turning each of 200,000 frames a second into a string
// and matching it kept this process about a tenth busier, and time it is busy is time the next
// frames wait, counted as delivery latency.
import WebSocket from 'ws';

const [url, namespace, auth, countText, doctype] = process.argv.slice(2);
const count = Number(countText);
const sockets: WebSocket[] = [];
let latencies: number[] = [];
const NAME_OPENING = Buffer.from('"name":"rt-');
const [DIGIT_4, DIGIT_2, HYPHEN, DIGIT_0] = [0x34, 0x32, 0x2d, 0x30];

/** The send time in an event frame (`42...,[..., {"name":"rt-<seq>-<µs>", ...}]`), or 0 when it holds none. */
function sendTimeOf(frame: Buffer): number {
  if (frame[0] !== DIGIT_4 || frame[1] !== DIGIT_2) return 0;
  let at = frame.indexOf(NAME_OPENING);
  if (at < 0) return 0;
  at = frame.indexOf(HYPHEN, at + NAME_OPENING.length);
  if (at < 0) return 0;
  let micros = 0;
  for (at++; at < frame.length; at++) {
    const digit = frame[at] - DIGIT_0;
    if (digit < 0 || digit > 9) break;
    micros = micros * 10 + digit;
  }
  return micros;
}

function nowMicros(): number {
  return (performance.timeOrigin + performance.now()) * 1000;
}

/** One subscriber: open, join the namespace, subscribe with an acknowledgement, then count events. */
function connect(): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { headers: { Authorization: auth } });
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data: Buffer) => {
      const sent = sendTimeOf(data);
      if (sent > 0) {
        latencies.push((nowMicros() - sent) / 1000);
        return;
      }
      const packet = data.toString();
      if (packet === '2') return ws.send('3'); // Engine.IO ping → pong
      if (packet.startsWith('0')) return ws.send(`40${namespace},`);
      if (packet.startsWith(`40${namespace},`)) return ws.send(`42${namespace},0${JSON.stringify(['doctype_subscribe', doctype])}`);
      if (packet.startsWith(`43${namespace},0`)) return packet.includes('"ok":true') ? resolve(ws) : reject(new Error(packet));
      if (packet.startsWith(`44${namespace},`)) return reject(new Error(packet));
    });
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
    sockets.forEach((s) => s.terminate());
    process.exit(0);
  }
});

// In batches: a thousand handshakes at once would measure the connect storm, not delivery.
for (let i = 0; i < count; i += 50) sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, connect))));
process.send!({ ready: sockets.length });
