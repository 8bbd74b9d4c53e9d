/**
 * Frappe's `frappe.sendmail` keyword arguments, named as Frappe names them so app code ported
 * from Python reads the same (see README "Email").
 */
export interface SendmailArgs {
  /** Addresses as a list or as text separated by commas (Frappe's split_emails). */
  recipients?: string | readonly string[];
  cc?: string | readonly string[];
  bcc?: string | readonly string[];
  /** `Name <address>` or an address; the outgoing account's when left out (or "Administrator"). */
  sender?: string;
  subject?: string;
  /** The HTML body. */
  message?: string;
  /** A plain-text body; derived from `message` when left out. */
  text_content?: string;
  /** An Email Template's name: its subject and response rendered over `args` (unless `subject` / `message` are given). */
  template?: string;
  args?: Record<string, unknown>;
  /**
   * File records by name (`"a1b2c3"` or `{fid}`), by URL (`{file_url}`), or content
   * (`{fname, fcontent}`: text or a Buffer), or a document's print as a PDF (`{print_format_attachment: 1,
   * doctype, name, print_format, print_letterhead}`, Frappe's attach_print), printed when the mail is sent.
   */
  attachments?: ReadonlyArray<string | Record<string, unknown>>;
  reference_doctype?: string;
  reference_name?: string;
  /** Queue the mail for the background job (the default); false sends it in this request, as `now`. */
  delayed?: boolean;
  /** Send in this request, once its transaction has committed. */
  now?: boolean;
  /** An unsubscribe link is added when there is a reference and an `unsubscribe_message`. */
  unsubscribe_method?: string;
  unsubscribe_params?: Record<string, string>;
  unsubscribe_message?: string;
  /** 0 leaves the unsubscribe link out whatever the rest says. */
  add_unsubscribe_link?: number | boolean;
  reply_to?: string;
  in_reply_to?: string;
  message_id?: string;
  /** A title above the body: text, or `[title, indicator color]` as Frappe's header. */
  header?: string | readonly [string, string?];
  /** `"header"` shows every recipient in To/Cc (the default), `"footer"` lists them under the body instead. */
  expose_recipients?: 'header' | 'footer';
  send_priority?: number;
  /** Not before this datetime (`YYYY-MM-DD HH:MM:SS`, site time), or this many days from today. */
  send_after?: string | number;
  /** The Communication this mail belongs to; a new one is made for a referenced document when left out. */
  communication?: string;
  read_receipt?: boolean | number;
  /** Extra headers, as Frappe's email_headers. */
  email_headers?: Record<string, string>;
}

/** What sendmail answers: the Email Queue record, or null when nobody is left to send to. */
export interface QueuedMail {
  name: string;
  status: string;
  communication: string | null;
  /** Addresses of `recipients` and `cc` left out because they unsubscribed. */
  skipped: string[];
}

/** What svc keeps of a mail beside Frappe's Email Queue fields, composed per recipient when sent. */
export interface MailParts {
  subject: string;
  html: string;
  text: string;
  to: string[];
  cc: string[];
  replyTo: string | null;
  inReplyTo: string | null;
  readReceipt: boolean;
  headers: Record<string, string>;
}
