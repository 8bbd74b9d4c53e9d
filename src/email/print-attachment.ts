import { appError } from '../errors/app-error.ts';
import { asTrusted, type DocContext } from '../model/doc-context.ts';
import { accessFor } from '../model/permissions.ts';
import { buildPrint, type PrintRequest } from '../print/build-print.ts';
import { printPage } from '../print/print-page.ts';

/** A document's print attached to a mail: what to print, and the permission levels its sender reads. */
export interface StoredPrint {
  print: { doctype: string; name: string; format: string | null; letterhead: string | null; noLetterhead: boolean; levels: number[] };
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/**
 * Frappe's frappe.attach_print argument (`{print_format_attachment: 1, doctype, name,
 * print_format, print_letterhead}`), checked when the mail is queued: the sender reads and
 * prints the document, and the format and letter head exist (their HTML is built once here to
 * find out). The PDF itself is printed by the send job (docs/DECISIONS.md D129).
 */
export async function queuedPrint(dc: DocContext, a: Record<string, unknown>): Promise<StoredPrint> {
  const doctype = str(a.doctype);
  const name = str(a.name) ?? (typeof a.name === 'number' ? String(a.name) : null);
  if (!doctype || !name) throw appError('VALIDATION', 'attachments: a print names its doctype and name');
  const meta = dc.site.meta.get(doctype);
  const levels = meta ? [...accessFor(meta, dc.user, dc.site.controllers).readableLevels] : [0];
  const print: StoredPrint['print'] = {
    doctype, name, format: str(a.print_format), letterhead: str(a.letterhead),
    // Frappe's attach_print prints the letter head unless print_letterhead is given and false.
    noLetterhead: a.print_letterhead === 0 || a.print_letterhead === false || a.print_letterhead === '0' || Number(a.no_letterhead) === 1,
    levels,
  };
  await buildPrint(dc, requestOf(print));
  return { print };
}

const requestOf = (p: StoredPrint['print']): PrintRequest => ({ doctype: p.doctype, name: p.name, format: p.format, letterhead: p.letterhead, noLetterhead: p.noLetterhead, levels: p.levels });

/** The print's PDF, named `<name>.pdf` as Frappe's: made when the mail is sent, with the sender's permission levels. */
export async function printAttachmentBytes(dc: DocContext, stored: StoredPrint): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const built = await buildPrint(asTrusted(dc), requestOf(stored.print));
  const content = await dc.site.pdf.render(printPage([built]), built.pdf);
  return { filename: `${stored.print.name.replace(/[ /]/g, '-')}.pdf`, content, contentType: 'application/pdf' };
}
