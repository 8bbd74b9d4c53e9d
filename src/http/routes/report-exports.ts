import type { FastifyReply, FastifyRequest } from 'fastify';
import { prepareListingExport } from '../../rpc/builtin/reports/export-listing.ts';
import { prepareReportExport } from '../../rpc/builtin/reports/export-report.ts';
import type { TabularDownload } from '../../rpc/builtin/reports/tabular-file.ts';
import type { MethodRegistry } from '../../rpc/registry.ts';
import type { HttpMethod } from '../http-method.ts';
import { ctxOf } from '../request-context.ts';
import { attachmentDisposition } from '../send-file.ts';

type Prepare = (ctx: ReturnType<typeof ctxOf>, form: Record<string, unknown>) => Promise<TabularDownload>;

/**
 * The report exports (Frappe's provide_binary_file: the file's bytes as an attachment, not the
 * `{"message"}` envelope). They stream their body, so they are answered here rather than by the
 * registry, whose answer is one JSON value.
 */
export function reportExportMethods(registry: MethodRegistry): Array<[string, HttpMethod]> {
  const report: Prepare = (ctx, form) => prepareReportExport(ctx, registry, form);
  const entries: Array<[string, Prepare]> = [
    ['frappe.desk.reportview.export_query', prepareListingExport],
    ['svc.desk.reportview.export_query', prepareListingExport],
    ['frappe.desk.query_report.export_query', report],
    ['svc.desk.query_report.export_query', report],
  ];
  return entries.map(([name, prepare]): [string, HttpMethod] => [name, { verbs: ['GET', 'POST'], traits: {}, handle: (request, reply, form) => sendDownload(request, reply, form, prepare) }]);
}

async function sendDownload(request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown>, prepare: Prepare) {
  const ctx = ctxOf(request);
  const download = await prepare(ctx, form);
  const body = await download.open();
  return reply.status(200).type(download.contentType).header('content-disposition', attachmentDisposition(download.filename)).header('cache-control', 'private, no-store').send(body);
}
