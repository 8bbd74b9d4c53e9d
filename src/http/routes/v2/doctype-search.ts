import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { callMethod } from '../../../rpc/call-method.ts';
import type { MethodRegistry } from '../../../rpc/registry.ts';
import { ctxOf } from '../../request-context.ts';
import { v2Body } from '../../envelope.ts';

/**
 * GET /api/v2/doctype/<doctype>/search (Frappe develop's v2 search): the rows search_widget finds
 * (the same search, ranking and permissions as search_link), as `[{value, description}]` the way
 * Frappe's build_for_autosuggest shapes them, with `label` (the title) where the DocType has
 * `show_title_field_in_link`. `limit` is the page length, `start` the offset.
 */
export async function searchV2(request: FastifyRequest, reply: FastifyReply, registry: MethodRegistry, doctype: string, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  const meta = requireDocType(ctx, doctype);
  const args: Record<string, unknown> = { doctype: meta.name, txt: form.txt ?? '', start: form.start ?? 0 };
  for (const key of ['filters', 'reference_doctype', 'query'] as const) if (form[key] !== undefined && form[key] !== '') args[key] = form[key];
  if (form.limit !== undefined && form.limit !== null && form.limit !== '') args.page_length = form.limit;
  const result = await callMethod(ctx, registry, 'frappe.desk.search.search_widget', 'GET', args);
  const rows = result.hasValue && Array.isArray(result.value) ? (result.value as unknown[][]) : [];
  reply.header('Cache-Control', 'private,max-age=60,stale-while-revalidate=300');
  return reply.send(v2Body(rows.map((row) => suggestion(row, Boolean(meta.source.show_title_field_in_link))), ctx.messages));
}

/** One row as Frappe's build_for_autosuggest: the name as value, the other non-empty parts once each as the description. */
function suggestion(row: unknown[], titleAsLabel: boolean): Record<string, unknown> {
  const parts = [...row];
  if (!titleAsLabel) return { value: parts[0], description: describe(parts.slice(1)) };
  if (parts.length === 1) parts.push(parts[0]);
  const label = parts[1];
  parts[1] = parts[0];
  if (parts.length >= 3 && parts[2] === label) parts.splice(2, 1);
  return { value: parts[0], label, description: describe(parts.slice(1)) };
}

function describe(parts: unknown[]): string {
  return [...new Set(parts.filter((p) => p !== null && p !== undefined && p !== '').map(String))].join(', ');
}
