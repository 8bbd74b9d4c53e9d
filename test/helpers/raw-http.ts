import net from 'node:net';

/** What came back for one raw request: status (0 when the server answered no status line), head and body bytes. */
export interface RawReply {
  status: number;
  head: string;
  body: Buffer;
  /** Everything the server sent, unparsed (the secret must not be anywhere in it). */
  raw: Buffer;
}

/** Sends `GET <target> HTTP/1.1` exactly as given (UTF-8 bytes of `target`, nothing normalised), reads to the close. */
export async function rawGet(port: number, target: string, headers: Record<string, string>): Promise<RawReply> {
  const lines = [`GET ${target} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), 'Connection: close', '', ''];
  const request = Buffer.from(lines.join('\r\n'), 'utf8');
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(target.slice(0, 120))} within 10 s`)));
    socket.on('connect', () => socket.write(request));
    socket.on('data', (c: Buffer) => chunks.push(c));
    // A reset after the answer was written still leaves the answer to judge.
    socket.on('error', (err) => (chunks.length > 0 ? resolve(Buffer.concat(chunks)) : reject(err)));
    socket.on('close', () => resolve(Buffer.concat(chunks)));
  });
  const split = raw.indexOf('\r\n\r\n');
  const head = (split < 0 ? raw : raw.subarray(0, split)).toString('latin1');
  let body = split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  if (/^transfer-encoding:\s*chunked/im.test(head)) body = dechunk(body);
  return { status, head, body, raw };
}

/** The payload of a chunked body (what is there of it). */
function dechunk(buf: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  while (at < buf.length) {
    const eol = buf.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(buf.subarray(at, eol).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(buf.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}
