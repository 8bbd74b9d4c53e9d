/** Where a mail's body holds what differs per recipient, replaced when each copy is sent (as Frappe's placeholders). */
export const PLACEHOLDERS = { unsubscribeUrl: '<!--unsubscribe_url-->', cc: '<!--cc_message-->', recipient: '<!--recipient-->' } as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Frappe's get_unsubscribe_message: the HTML and text footers with the link's placeholder. */
export function unsubscribeFooter(message: string | undefined, exposeRecipients: string | null): { html: string; text: string } {
  const label = message || 'Unsubscribe';
  const link = `<a href="${PLACEHOLDERS.unsubscribeUrl}" target="_blank">${escapeHtml(label)}</a>`;
  const html = `<div class="email-unsubscribe">${PLACEHOLDERS.cc}<div>${link} to stop receiving emails of this type</div></div>`;
  const text = `${exposeRecipients === 'footer' ? `\n${PLACEHOLDERS.cc}` : ''}\n\n${label}: ${PLACEHOLDERS.unsubscribeUrl}\n`;
  return { html, text };
}

/**
 * Frappe's get_formatted_html, plainly: the optional header (a title, with an indicator color),
 * the message, the account's signature and footer, and the unsubscribe footer.
 */
export function formattedHtml(parts: { message: string; header?: string | readonly [string, string?] | null; signature?: string; footer?: string; unsubscribe?: string }): string {
  const header = parts.header ? (typeof parts.header === 'string' ? [parts.header] : parts.header) : null;
  const title = header?.[0] ? `<div class="email-header"${header[1] ? ` data-indicator="${escapeHtml(header[1])}"` : ''}><h3>${escapeHtml(header[0])}</h3></div>` : '';
  return [
    title,
    `<div class="email-content">${parts.message}</div>`,
    parts.signature ? `<div class="email-signature">${parts.signature}</div>` : '',
    parts.footer ? `<div class="email-footer">${parts.footer}</div>` : '',
    parts.unsubscribe ?? '',
  ].join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#39': "'" };

/** Frappe's html2text, roughly: block ends become line breaks, links keep their target, tags go. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => (href.startsWith('<!--') || href === label ? href : `${label} (${href})`))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<(?!!--)[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_m, e: string) => ENTITIES[e]!)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
