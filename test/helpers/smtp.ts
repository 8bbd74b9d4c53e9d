import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A message the test server accepted: its SMTP envelope and the parsed mail. */
export interface ReceivedMail {
  /** MAIL FROM of the envelope. */
  from: string;
  /** RCPT TO of the envelope, in order. */
  to: string[];
  /** The AUTH user the client logged in as, if any. */
  user: string | null;
  parsed: ParsedMail;
  /** The raw message as it arrived. */
  raw: string;
}

/** How the server refuses what it is sent: a reply code (4xx temporary, 5xx permanent) and text. */
export interface SmtpFailure {
  code: number;
  message: string;
  /** Refuse only these recipients (all when left out). */
  recipients?: string[];
}

export interface TestSmtpOptions {
  /** Require AUTH with these credentials (PLAIN/LOGIN); without it AUTH is optional and unchecked. */
  auth?: { user: string; pass: string };
  /** Offer STARTTLS with this key and certificate (PEM); without them the server speaks plain text only. */
  tls?: { key: string; cert: string };
}

export interface TestSmtp {
  readonly host: string;
  readonly port: number;
  /** Every message accepted so far, oldest first. */
  readonly received: ReceivedMail[];
  /** Messages accepted for `address` (envelope RCPT), oldest first. */
  to(address: string): ReceivedMail[];
  /** Makes RCPT fail until `succeed()` (or another `fail`). */
  fail(failure: SmtpFailure): void;
  succeed(): void;
  /** Forgets what was received. */
  clear(): void;
  close(): Promise<void>;
}

function smtpError(failure: SmtpFailure): Error {
  return Object.assign(new Error(failure.message), { responseCode: failure.code });
}

/**
 * A real SMTP server in this process (smtp-server), listening on an ephemeral port of 127.0.0.1,
 * which parses each accepted message (mailparser) and keeps it for the test to assert on.
 */
export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const state: { failure: SmtpFailure | null } = { failure: null };
  const config: SMTPServerOptions = {
    logger: false,
    disableReverseLookup: true,
    authOptional: !options.auth,
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : { disabledCommands: ['STARTTLS'] }),
    onAuth(auth, _session, callback) {
      if (options.auth && (auth.username !== options.auth.user || auth.password !== options.auth.pass)) {
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
        return;
      }
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      const failure = state.failure;
      if (failure && (!failure.recipients || failure.recipients.includes(address.address))) {
        callback(smtpError(failure));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then((parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            user: typeof session.user === 'string' ? session.user : null,
            parsed,
            raw,
          });
          callback();
        }, (err: Error) => callback(err));
      });
    },
  };
  const server = new SMTPServer(config);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    host: '127.0.0.1',
    port,
    received,
    to: (address) => received.filter((m) => m.to.includes(address)),
    fail(failure) {
      state.failure = failure;
    },
    succeed() {
      state.failure = null;
    },
    clear() {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
