import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../errors/app-error.ts';
import { runOperation } from '../../operations/run-operation.ts';
import { buildPrint, type BuiltPrint, type PrintRequest } from '../../print/build-print.ts';
import { printPage } from '../../print/print-page.ts';
import type { HttpMethod } from '../http-method.ts';
import { ctxOf, type HttpContext } from '../request-context.ts';

const DOWNLOAD_PDF = ['svc.utils.print_format.download_pdf', 'frappe.utils.print_format.download_pdf'];
const DOWNLOAD_MULTI_PDF = ['svc.utils.print_format.download_multi_pdf', 'frappe.utils.print_format.download_multi_pdf'];

/** The print page may show its own styles and inline images, run only its own print trigger, and load nothing (docs/DECISIONS.md D126). */
const printCsp = (nonce: string) => `default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; script-src 'nonce-${nonce}'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`;

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const flag = (v: unknown) => v === true || v === 1 || (typeof v === 'string' && v !== '' && v !== '0' && v.toLowerCase() !== 'false');

function required(form: Record<string, unknown>, key: string): string {
  const v = str(form[key]);
  if (!v) throw appError('VALIDATION', `${key} is required`);
  return v;
}

function printRequest(form: Record<string, unknown>, doctype: string, name: string): PrintRequest {
  return { doctype, name, format: str(form.format) ?? str(form.print_format) ?? null, letterhead: str(form.letterhead) ?? null, noLetterhead: flag(form.no_letterhead) };
}

/** Frappe's file name of a print: spaces and slashes made dashes. */
const pdfName = (name: string) => `${name.replace(/[ /]/g, '-')}.pdf`;

/**
 * Frappe's Content-Disposition of a PDF (werkzeug's header with no disposition type): the browser
 * shows it inline or saves it under this name. Names outside ASCII are also given as `filename*`.
 */
function pdfDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return ascii === filename ? `filename="${filename}"` : `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

async function sendPdf(ctx: HttpContext, reply: FastifyReply, prints: BuiltPrint[], filename: string) {
  const pdf = await ctx.site.pdf.render(printPage(prints), prints[0]!.pdf);
  return reply.headers({ 'content-disposition': pdfDisposition(filename), 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' }).type('application/pdf').send(pdf);
}

/**
 * frappe.utils.print_format.download_pdf: one document's print as a PDF (headless Chromium, no
 * network), built in a read transaction that ends before Chromium prints. Read and `print` rights
 * on the document (404 / 403); 503 without Chromium.
 */
async function downloadPdf(request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  const doctype = required(form, 'doctype');
  const name = required(form, 'name');
  const built = await runOperation(ctx, 'read', (dc) => buildPrint(dc, printRequest(form, doctype, name)));
  return sendPdf(ctx, reply, [built], pdfName(name));
}

/** download_multi_pdf's documents: `doctype` with `name` a JSON list, or `doctype` a JSON object of DocType → names. */
function documentsOf(form: Record<string, unknown>): { docs: Array<[string, string]>; filename: string } {
  const parse = (v: unknown): unknown => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  };
  const doctype = parse(form.doctype);
  const names = (v: unknown, what: string): string[] => {
    if (!Array.isArray(v) || v.length === 0 || !v.every((n) => typeof n === 'string' || typeof n === 'number')) throw appError('VALIDATION', `${what} must be a non-empty JSON list of names`);
    return v.map(String);
  };
  if (doctype && typeof doctype === 'object' && !Array.isArray(doctype)) {
    const docs = Object.entries(doctype).flatMap(([dt, list]) => names(list, `doctype's ${dt}`).map((n): [string, string] => [dt, n]));
    if (docs.length === 0) throw appError('VALIDATION', 'doctype names no documents');
    return { docs, filename: pdfName(str(form.name) ?? 'print') };
  }
  if (typeof doctype !== 'string' || !doctype) throw appError('VALIDATION', 'doctype is required: a DocType with name a JSON list, or a JSON object of DocType → names');
  return { docs: names(parse(form.name), 'name').map((n): [string, string] => [doctype, n]), filename: pdfName(doctype) };
}

/** The most documents one multi-PDF prints. */
export const MULTI_PDF_LIMIT = 100;

/**
 * frappe.utils.print_format.download_multi_pdf: several documents in one PDF, each from a new
 * page. As Frappe, a document the caller may not print (or that is missing) is left out; none left
 * is the first one's refusal.
 */
async function downloadMultiPdf(request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  const { docs, filename } = documentsOf(form);
  if (docs.length > MULTI_PDF_LIMIT) throw appError('VALIDATION', `At most ${MULTI_PDF_LIMIT} documents print in one PDF`);
  const prints = await runOperation(ctx, 'read', async (dc) => {
    const out: BuiltPrint[] = [];
    let firstError: unknown;
    for (const [doctype, name] of docs) {
      try {
        out.push(await buildPrint(dc, printRequest(form, doctype, name)));
      } catch (err) {
        firstError ??= err;
      }
    }
    if (out.length === 0) throw firstError;
    return out;
  });
  return sendPdf(ctx, reply, prints, filename);
}

export function printMethods(): Array<[string, HttpMethod]> {
  const pdf: HttpMethod = { verbs: ['GET', 'POST'], traits: {}, handle: downloadPdf };
  const multi: HttpMethod = { verbs: ['GET', 'POST'], traits: {}, handle: downloadMultiPdf };
  return [...DOWNLOAD_PDF.map((n): [string, HttpMethod] => [n, pdf]), ...DOWNLOAD_MULTI_PDF.map((n): [string, HttpMethod] => [n, multi])];
}

/**
 * `/printview?doctype=&name=&format=&no_letterhead=&letterhead=&trigger_print=` (Frappe's www
 * printview): the print as an HTML page, under a policy that lets it load nothing and run only
 * its own print trigger, framable by the desk alone.
 */
export function registerPrintView(app: FastifyInstance): void {
  app.get('/printview', async (request, reply) => {
    const ctx = ctxOf(request);
    const form = request.query as Record<string, unknown>;
    const built = await runOperation(ctx, 'read', (dc) => buildPrint(dc, printRequest(form, required(form, 'doctype'), required(form, 'name'))));
    const nonce = randomBytes(16).toString('base64');
    const page = printPage([built], { triggerPrint: flag(form.trigger_print), nonce });
    return reply.headers({ 'cache-control': 'no-store', 'content-security-policy': printCsp(nonce), 'x-frame-options': 'SAMEORIGIN', 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' }).type('text/html; charset=utf-8').send(page);
  });
}
