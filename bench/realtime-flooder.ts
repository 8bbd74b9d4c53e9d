// The flooder of the realtime flood bench, in a process of its own so that sending never competes
// with the bench's HTTP pings for one event loop. One authenticated socket.io connection over a
// bare WebSocket (Engine.IO 4 / socket.io 5 spoken directly, as a hostile client would: no
// client library pacing or buffering it) joins the namespace, then sends `count` doc_subscribe
// events naming real documents, spread evenly over `seconds`, without acknowledgements.
// Reports to the parent once done: how many it sent, and whether and when the server closed it.
import WebSocket from 'ws';

const [url, namespace, auth, countText, secondsText, namesText] = process.argv.slice(2);
const count = Number(countText);
const seconds = Number(secondsText);
const names = namesText.split('\n');
const TICK_MS = 10;

function open(): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { headers: { Authorization: auth } });
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data: Buffer) => {
      const packet = data.toString();
      if (packet === '2') return ws.send('3');
      if (packet.startsWith('0')) return ws.send(`40${namespace},`);
      if (packet.startsWith(`40${namespace},`)) return resolve(ws);
      if (packet.startsWith(`44${namespace},`)) return reject(new Error(packet));
    });
  });
}

const ws = await open();
let sent = 0;
let closedAt: number | null = null;
ws.on('close', () => {
  closedAt ??= sent;
});
ws.on('error', () => {});
process.send!({ ready: true });
await new Promise<void>((resolve) => process.once('message', () => resolve()));

const started = performance.now();
const perTick = Math.ceil((count * TICK_MS) / (seconds * 1000));
while (sent < count && closedAt === null) {
  const frames = Math.min(perTick, count - sent);
  for (let i = 0; i < frames && ws.readyState === WebSocket.OPEN; i++) {
    ws.send(`42${namespace},${JSON.stringify(['doc_subscribe', 'ToDo', names[sent % names.length]])}`);
    sent++;
  }
  const wait = started + (sent / perTick) * TICK_MS - performance.now();
  await new Promise((r) => setTimeout(r, Math.max(0, wait)));
}
const took = (performance.now() - started) / 1000;
// A moment for a close the server sent after the last frames to arrive.
await new Promise((r) => setTimeout(r, 500));
process.send!({ sent, seconds: took, closedAfter: closedAt });
await new Promise<void>((resolve) => process.once('message', () => resolve()));
ws.terminate();
process.exit(0);
