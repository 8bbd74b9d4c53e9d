/**
 * Frappe's split_emails: a list of addresses given as text (separated by commas, semicolons or
 * line breaks, a comma inside a quoted display name kept) or as a list; blanks dropped, each
 * address once, in the order given.
 */
export function splitEmails(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.flatMap((v) => splitText(String(v ?? ''))) : typeof value === 'string' ? splitText(value) : [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const key = emailOf(part).toLowerCase();
    if (!part || seen.has(key)) continue;
    seen.add(key);
    out.push(part);
  }
  return out;
}

function splitText(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === ',' || ch === ';' || ch === '\n')) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  out.push(current.trim());
  return out.filter(Boolean);
}

/** The bare address of `Name <a@b.c>` or `a@b.c`, as Frappe's parse_addr. */
export function emailOf(address: string): string {
  const m = /<([^<>]+)>\s*$/.exec(address);
  return (m ? m[1]! : address).trim();
}

/** The display name of `Name <a@b.c>`, '' when there is none. */
export function displayNameOf(address: string): string {
  const m = /^\s*"?([^"<]*?)"?\s*<[^<>]+>\s*$/.exec(address);
  return m ? m[1]!.trim() : '';
}

const EMAIL = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/;

/** Whether `address` (bare or with a display name) holds a valid email address. */
export function isValidEmail(address: string): boolean {
  return EMAIL.test(emailOf(address));
}

/** `Name <address>` with the name quoted when it needs to be, as email.utils.formataddr. */
export function formatAddress(name: string, address: string): string {
  if (!name) return address;
  const safe = /^[\w .'-]+$/.test(name) ? name : `"${name.replace(/["\\]/g, '\\$&')}"`;
  return `${safe} <${address}>`;
}
