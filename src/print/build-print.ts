import type { PdfOptions } from '../context/pdf-renderer.ts';
import { appError } from '../errors/app-error.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { DocContext } from '../model/doc-context.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { accessFor } from '../model/permissions.ts';
import { serializeDoc } from '../model/serialize-doc.ts';
import { evaluateCondition } from '../query/evaluate-condition.ts';
import { renderTemplate } from '../templates/index.ts';
import { printSettings, type PrintSettings } from './print-settings.ts';
import { PRINT_STYLE } from './print-style.ts';
import { standardFormatHtml, withFormatted } from './standard-format.ts';

type Row = Record<string, unknown>;

/** What to print: a document, in a format (Standard when none, or the DocType's default), with or without a letter head. */
export interface PrintRequest {
  doctype: string;
  name: string;
  /** A Print Format's name; `Standard` or nothing for the DocType's default. */
  format?: string | null;
  /** A Letter Head's name; nothing for the default one. */
  letterhead?: string | null;
  noLetterhead?: boolean;
  /**
   * Permission levels to print, when the print is made later for someone whose rights were
   * checked when they asked (a mail's attachment, rendered by the send job): their levels then.
   */
  levels?: readonly number[];
}

/** A document's print: the body's HTML, its CSS, and how a PDF of it is laid out. */
export interface BuiltPrint {
  html: string;
  style: string;
  title: string;
  pdf: PdfOptions;
}

const STANDARD = 'Standard';

async function recordOf(dc: DocContext, doctype: string, name: string): Promise<Row | undefined> {
  const meta = dc.site.meta.get(doctype);
  if (!meta) return undefined;
  return dc.tx.first<Row>(dc.tx.builder.selectFrom(meta.tableName).selectAll().where('name', '=', name));
}

/**
 * The Print Format to use: the one named (404 when missing or disabled, 417 when made for another
 * DocType), else the DocType's `default_print_format` (a Property Setter sets it), else none: the
 * standard format.
 */
async function printFormatOf(dc: DocContext, meta: DocTypeMeta, asked: string | null | undefined): Promise<Row | null> {
  const fallback = typeof meta.source.default_print_format === 'string' ? meta.source.default_print_format : '';
  const name = asked && asked !== STANDARD ? asked : asked === STANDARD ? '' : fallback;
  if (!name) return null;
  const format = await recordOf(dc, 'Print Format', name);
  if (!format || (Number(format.disabled) === 1 && name === asked)) throw appError('DOC_NOT_FOUND', `Print Format ${name.slice(0, 140)} not found${format ? ': it is disabled' : ''}`);
  if (Number(format.disabled) === 1) return null;
  if (format.doc_type !== meta.name) throw appError('VALIDATION', `Print Format ${name.slice(0, 140)} is made for ${String(format.doc_type)}, not ${meta.name}`);
  return format;
}

/** The Letter Head named (404 when missing), else the enabled default one, else none. */
async function letterHeadOf(dc: DocContext, req: PrintRequest): Promise<Row | null> {
  if (req.noLetterhead) return null;
  if (req.letterhead) {
    const named = await recordOf(dc, 'Letter Head', req.letterhead);
    if (!named) throw appError('DOC_NOT_FOUND', `Letter Head ${req.letterhead.slice(0, 140)} not found`);
    return named;
  }
  const meta = dc.site.meta.get('Letter Head');
  if (!meta) return null;
  return (await dc.tx.first<Row>(dc.tx.builder.selectFrom(meta.tableName).selectAll().where('is_default', '=', 1).where('disabled', '=', 0).orderBy('modified', 'desc'))) ?? null;
}

/**
 * The document as its reader may print it (Frappe's validate_print_permission): 404 when they
 * cannot read it, 403 without `print` on it. Fields of permission levels they cannot read are left out.
 */
export async function printableDocument(dc: DocContext, doctype: string, name: string, only?: readonly number[]): Promise<{ meta: DocTypeMeta; doc: Row; levels: ReadonlySet<number> }> {
  const meta = dc.site.meta.get(doctype);
  if (!meta) throw appError('DOCTYPE_NOT_FOUND', `DocType ${doctype.slice(0, 140)} not found`);
  const found = await loadReadableDocument(dc, meta, name);
  const access = accessFor(meta, dc.user, dc.site.controllers);
  if (!access.has('print') || !evaluateCondition(access.condition('print'), found)) {
    throw appError('PERMISSION_DENIED', `No permission for ${meta.name} ${name.slice(0, 140)}: you may not print it`);
  }
  const levels = only ? new Set([...access.readableLevels].filter((l) => only.includes(l))) : access.readableLevels;
  return { meta, doc: serializeDoc(meta, found, dc.site.meta, { noNulls: false, readableLevels: levels }), levels };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const margin = (v: unknown) => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? 15 : Math.min(100, Math.max(0, Number(v))));

/**
 * A document's print (Frappe's get_rendered_template): the standard format or a Print Format's
 * template rendered in the sandbox (docs/DECISIONS.md D70, D125) over `doc` (with `doc.formatted`),
 * `letter_head`, `footer` and `no_letterhead`; the letter head's header above it. A template that
 * fails answers 417 naming the line.
 */
export async function buildPrint(dc: DocContext, req: PrintRequest): Promise<BuiltPrint> {
  const { meta, doc, levels } = await printableDocument(dc, req.doctype, req.name, req.levels);
  const format = await printFormatOf(dc, meta, req.format);
  const letterHead = await letterHeadOf(dc, req);
  const settings: PrintSettings = await printSettings(dc);
  const header = text(letterHead?.content);
  const footer = text(letterHead?.footer);
  const body = format && Number(format.custom_format ?? 1) === 1 && text(format.html)
    ? renderTemplate(text(format.html), { doc: withFormatted(meta, doc, dc.site.meta, settings), letter_head: header, footer, no_letterhead: req.noLetterhead ? 1 : 0, meta: { name: meta.name, title_field: meta.titleField } }, `Print Format ${String(format.name)}`)
    : standardFormatHtml(meta, doc, dc.site.meta, settings, levels);
  const letterHeadHtml = header ? `<div class="letter-head">${header}</div>` : '';
  return {
    html: `<div class="print-format">${letterHeadHtml}${body}</div>`,
    style: `${PRINT_STYLE}\n${text(format?.css)}`,
    title: String(doc.name ?? req.name),
    pdf: {
      pageSize: settings.pageSize,
      orientation: 'Portrait',
      marginsMm: { top: margin(format?.margin_top), bottom: margin(format?.margin_bottom), left: margin(format?.margin_left), right: margin(format?.margin_right) },
      ...(footer ? { footerHtml: footer } : {}),
    },
  };
}
