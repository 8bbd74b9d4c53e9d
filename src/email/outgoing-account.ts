import type { DocContext } from '../model/doc-context.ts';
import { readPasswordField } from '../model/read-secret.ts';
import { emailOf } from './addresses.ts';

/** An Email Account that sends, with what the SMTP client needs (the password decrypted). */
export interface OutgoingAccount {
  readonly name: string;
  readonly emailId: string;
  readonly host: string;
  readonly port: number | null;
  /** STARTTLS after connecting (Frappe's use_tls). */
  readonly startTls: boolean;
  /** TLS from the first byte (Frappe's use_ssl_for_outgoing). */
  readonly implicitTls: boolean;
  /** null when the account sends without AUTH. */
  readonly auth: { user: string; pass: string } | null;
  readonly alwaysUseAccountEmail: boolean;
  readonly alwaysUseAccountName: boolean;
  readonly footer: string;
  readonly signature: string;
  readonly sendUnsubscribeMessage: boolean;
}

type Row = Record<string, unknown>;

const ACCOUNT = 'Email Account';

async function firstAccount(dc: DocContext, where: Record<string, unknown>): Promise<Row | undefined> {
  const meta = dc.site.meta.get(ACCOUNT)!;
  let q = dc.tx.builder.selectFrom(meta.tableName).selectAll().where('enable_outgoing', '=', 1);
  for (const [column, value] of Object.entries(where)) q = q.where(column, '=', value);
  return dc.tx.first<Row>(q.orderBy('creation').orderBy('name'));
}

/**
 * The account a mail goes out through, as Frappe's EmailAccount.find_outgoing: the outgoing
 * account whose address is the sender's, else the default outgoing one; null when there is none
 * (the mail then waits in the queue).
 */
export async function findOutgoingAccount(dc: DocContext, options: { sender?: string | null; name?: string | null } = {}): Promise<OutgoingAccount | null> {
  const byName = options.name ? await firstAccount(dc, { name: options.name }) : undefined;
  const address = options.sender ? emailOf(options.sender) : '';
  const row = byName ?? (address ? await firstAccount(dc, { email_id: address }) : undefined) ?? (await firstAccount(dc, { default_outgoing: 1 }));
  return row ? accountOf(dc, row) : null;
}

async function accountOf(dc: DocContext, row: Row): Promise<OutgoingAccount> {
  const name = String(row.name);
  const emailId = String(row.email_id ?? '');
  const noAuth = Number(row.no_smtp_authentication) === 1;
  const user = Number(row.login_id_is_different) === 1 && row.login_id ? String(row.login_id) : emailId;
  const pass = noAuth ? undefined : await readPasswordField(dc, dc.site.meta.get(ACCOUNT)!, name, 'password');
  const port = Number.parseInt(String(row.smtp_port ?? ''), 10);
  return {
    name,
    emailId,
    host: String(row.smtp_server ?? ''),
    port: Number.isFinite(port) && port > 0 ? port : null,
    startTls: Number(row.use_tls) === 1,
    implicitTls: Number(row.use_ssl_for_outgoing) === 1,
    auth: noAuth || pass === undefined ? null : { user, pass },
    alwaysUseAccountEmail: Number(row.always_use_account_email_id_as_sender) === 1,
    alwaysUseAccountName: Number(row.always_use_account_name_as_sender_name) === 1,
    footer: String(row.footer ?? ''),
    signature: Number(row.add_signature) === 1 ? String(row.signature ?? '') : '',
    sendUnsubscribeMessage: Number(row.send_unsubscribe_message ?? 1) === 1,
  };
}

/** Whether any Email Account may send (the flush and the "setup an account" message ask). */
export async function hasOutgoingAccount(dc: DocContext): Promise<boolean> {
  return (await firstAccount(dc, {})) !== undefined;
}
