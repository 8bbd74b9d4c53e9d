import type pg from 'pg';

/**
 * Records the messages a connected client sends from now on, by their protocol letter: P(arse),
 * B(ind), D(escribe), E(xecute), S(ync). Only once connected: net.Socket's connect puts its own
 * write back.
 */
export function recordSent(client: pg.Client, into: string[] = []): string[] {
  const stream = (client as unknown as { connection: { stream: { write(chunk: Buffer, ...rest: unknown[]): boolean } } }).connection.stream;
  const write = stream.write.bind(stream);
  stream.write = (chunk: Buffer, ...rest: unknown[]) => {
    into.push(String.fromCharCode(chunk[0]));
    return write(chunk, ...rest);
  };
  return into;
}
