import { splitExtension } from './file-names.ts';
import { ownValue } from '../util/own.ts';

/** Extension → MIME type, for what sites commonly hold (Python's mimetypes table, abridged). */
const TYPES: Record<string, string> = {
  txt: 'text/plain', csv: 'text/csv', tsv: 'text/tab-separated-values', md: 'text/markdown', log: 'text/plain',
  html: 'text/html', htm: 'text/html', xhtml: 'application/xhtml+xml', xml: 'text/xml', svg: 'image/svg+xml', svgz: 'image/svg+xml',
  css: 'text/css', js: 'text/javascript', mjs: 'text/javascript', json: 'application/json', ics: 'text/calendar', vcf: 'text/vcard',
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', jpe: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp',
  ico: 'image/vnd.microsoft.icon', tif: 'image/tiff', tiff: 'image/tiff', avif: 'image/avif', heic: 'image/heic',
  pdf: 'application/pdf', zip: 'application/zip', gz: 'application/gzip', tar: 'application/x-tar', '7z': 'application/x-7z-compressed',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text', ods: 'application/vnd.oasis.opendocument.spreadsheet', odp: 'application/vnd.oasis.opendocument.presentation',
  rtf: 'application/rtf', epub: 'application/epub+zip',
  mp3: 'audio/mpeg', wav: 'audio/x-wav', ogg: 'audio/ogg', m4a: 'audio/mp4', flac: 'audio/flac',
  mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm', avi: 'video/x-msvideo', mkv: 'video/x-matroska', mpeg: 'video/mpeg',
  woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf', otf: 'font/otf',
};

/** Frappe's file_type for types whose usual extension differs from the name's (jpeg → JPG). */
const CANONICAL_TYPE: Record<string, string> = { 'image/jpeg': 'JPG', 'text/plain': 'TXT', 'image/tiff': 'TIFF', 'text/html': 'HTML' };

/**
 * Types a user without desk access (and a Guest) may upload (frappe/handler.py
 * ALLOWED_MIMETYPES): images, PDF, plain text, Office documents, QuickTime and MP4 video.
 */
const UNPRIVILEGED_TYPES = new Set([
  'image/png', 'image/jpeg', 'application/pdf', 'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.spreadsheet',
  'text/plain', 'video/quicktime', 'video/mp4',
]);

/** Types a browser would run as a page or script: always served as attachments (docs/DECISIONS.md D28). */
const ACTIVE_TYPES = new Set(['text/html', 'image/svg+xml', 'text/xml', 'application/xml', 'application/xhtml+xml']);

/** The extension of a file name, lower-case, without the dot ('' for none). */
export function extensionOf(name: string): string {
  return splitExtension(name)[1].slice(1).toLowerCase();
}

/** The MIME type guessed from a file name, or null when unknown. */
export function mimeTypeOf(name: string): string | null {
  return ownValue(TYPES, extensionOf(name)) ?? null;
}

/** The Content-Type a file is served with (octet-stream when unknown; text gets utf-8). */
export function contentTypeOf(name: string): string {
  const type = mimeTypeOf(name) ?? 'application/octet-stream';
  return type.startsWith('text/') || type === 'application/json' ? `${type}; charset=utf-8` : type;
}

/** Frappe's file_type: the upper-case extension (JPG for JPEG), or null without one. */
export function fileTypeOf(name: string): string | null {
  const mime = mimeTypeOf(name);
  const canonical = mime ? ownValue(CANONICAL_TYPE, mime) : undefined;
  if (canonical) return canonical;
  const ext = extensionOf(name);
  return ext ? ext.toUpperCase() : null;
}

/** True when users without desk access may upload a file of this name. */
export function isUnprivilegedType(name: string): boolean {
  const mime = mimeTypeOf(name);
  return mime !== null && UNPRIVILEGED_TYPES.has(mime);
}

/** True for HTML, SVG and XML, which are never rendered inline. */
export function isActiveContent(name: string): boolean {
  const ext = extensionOf(name);
  return ACTIVE_TYPES.has(mimeTypeOf(name) ?? '') || ext === 'xht' || ext === 'shtml' || ext === 'xsl';
}
