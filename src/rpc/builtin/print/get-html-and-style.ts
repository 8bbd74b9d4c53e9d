import { appError } from '../../../errors/app-error.ts';
import { buildPrint } from '../../../print/build-print.ts';
import { whitelist } from '../../method-def.ts';

/** `doc` is a DocType with `name`, or (Frappe's other form) a document's JSON naming both. */
function documentOf(doc: string, name: string | undefined): { doctype: string; name: string } {
  if (name) return { doctype: doc, name };
  let parsed: unknown;
  try {
    parsed = JSON.parse(doc);
  } catch {
    throw appError('VALIDATION', 'name is required, or doc must be a document as JSON');
  }
  const d = parsed as { doctype?: unknown; name?: unknown } | null;
  if (!d || typeof d.doctype !== 'string' || (typeof d.name !== 'string' && typeof d.name !== 'number')) throw appError('VALIDATION', 'doc must name its doctype and name');
  return { doctype: d.doctype, name: String(d.name) };
}

/**
 * frappe.www.printview.get_html_and_style: the print's body HTML and its CSS, as the desk's print
 * preview asks for them. A document given as JSON is printed as stored (docs/DECISIONS.md D128).
 * Read and `print` rights on it (404 / 403); an unknown format 404, a failing template 417.
 */
export const getHtmlAndStyle = whitelist({
  path: 'www.printview.get_html_and_style',
  params: [
    { name: 'doc', type: 'str', required: true },
    { name: 'name', type: 'str' },
    { name: 'print_format', type: 'str' },
    { name: 'no_letterhead', type: 'bool', default: false },
    { name: 'letterhead', type: 'str' },
    { name: 'trigger_print', type: 'bool', default: false },
    { name: 'style', type: 'str' },
    { name: 'settings', type: 'any' },
  ],
  handler: async (api, a) => {
    const target = documentOf(a.doc, a.name || undefined);
    const built = await buildPrint(api.dc, { ...target, format: a.print_format || null, letterhead: a.letterhead || null, noLetterhead: a.no_letterhead });
    return { html: built.html, style: built.style };
  },
});
