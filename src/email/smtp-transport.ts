import type { OutgoingAccount } from './outgoing-account.ts';

/** One message as the SMTP client sends it: header fields, bodies and the envelope's recipient. */
export interface OutgoingMessage {
  from: string;
  /** The To and Cc headers (who the mail shows it was for), not who receives this copy. */
  to: string[];
  cc: string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  inReplyTo?: string;
  messageId: string;
  headers: Record<string, string>;
  attachments: Array<{ filename: string; content: Buffer; contentType?: string }>;
  /** Who this copy goes to (the envelope's RCPT TO). */
  envelopeTo: string;
  envelopeFrom: string;
}

/** An SMTP connection pool to one account, for one batch of sends; closed by `close()`. */
export interface SmtpSession {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/** Default ports as Python's smtplib picks them: 465 with implicit TLS, 25 otherwise. */
function portOf(account: OutgoingAccount): number {
  return account.port ?? (account.implicitTls ? 465 : 25);
}

/**
 * Opens a pooled nodemailer transport for `account`. nodemailer is loaded on first use, so a
 * server that never sends mail never pays for it. STARTTLS is required when the account says
 * `use_tls` and never attempted otherwise (as Frappe's SMTP client); `use_ssl_for_outgoing` is
 * TLS from the first byte. Certificates are verified.
 */
export async function openSmtp(account: OutgoingAccount): Promise<SmtpSession> {
  if (!account.host) throw new Error(`Email Account ${account.name} has no SMTP Server`);
  const nodemailer = (await import('nodemailer')).default;
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 1,
    host: account.host,
    port: portOf(account),
    secure: account.implicitTls,
    requireTLS: !account.implicitTls && account.startTls,
    ignoreTLS: !account.implicitTls && !account.startTls,
    ...(account.auth ? { auth: { user: account.auth.user, pass: account.auth.pass } } : {}),
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    async send(m) {
      await transport.sendMail({
        from: m.from,
        to: m.to,
        cc: m.cc,
        subject: m.subject,
        html: m.html,
        text: m.text,
        messageId: m.messageId,
        headers: m.headers,
        attachments: m.attachments,
        envelope: { from: m.envelopeFrom, to: [m.envelopeTo] },
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        ...(m.inReplyTo ? { inReplyTo: m.inReplyTo, references: m.inReplyTo } : {}),
      });
    },
    close: () => transport.close(),
  };
}
