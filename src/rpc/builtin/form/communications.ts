import type { DocumentApi } from '../../document-api.ts';

/** The kinds of Communication a document's timeline shows (Frappe's get_communication_data). */
const TIMELINE_TYPES = ['Communication', 'Feedback', 'Automated Message'];

const FIELDS = [
  'name', 'communication_type', 'communication_medium', 'comment_type', 'communication_date', 'content', 'sender', 'sender_full_name', 'cc', 'bcc',
  'creation', 'subject', 'delivery_status', '_liked_by', 'reference_doctype', 'reference_name', 'read_by_recipient', 'rating', 'recipients',
];

type Row = Record<string, unknown>;

/**
 * The Communications about one document, newest `communication_date` first, from `start`, at most
 * `limit` (Frappe's _get_communications): those that reference it and those whose timeline links
 * name it, each once. Emails (and automated messages) carry their attachments as a JSON text of
 * `[{file_url, is_private}]`. Read with system rights: the caller's read right on the document
 * decides, as in Frappe.
 */
export async function communicationsOf(system: DocumentApi, doctype: string, name: string, start: number, limit: number): Promise<Row[]> {
  const window = start + limit;
  const typed = ['communication_type', 'in', TIMELINE_TYPES];
  const ordered = { fields: FIELDS, order_by: 'communication_date desc', limit_page_length: window };
  const direct = (await system.list('Communication', { ...ordered, filters: [typed, ['reference_doctype', '=', doctype], ['reference_name', '=', name]] })) as Row[];
  const links = (await system.list('Communication Link', {
    fields: ['parent'], filters: [['link_doctype', '=', doctype], ['link_name', '=', name], ['parenttype', '=', 'Communication']], parent: 'Communication', limit_page_length: 0,
  })) as Row[];
  const parents = [...new Set(links.map((l) => String(l.parent)))];
  const linked = parents.length ? ((await system.list('Communication', { ...ordered, filters: [typed, ['name', 'in', parents]] })) as Row[]) : [];
  const byName = new Map<string, Row>();
  for (const row of [...direct, ...linked]) byName.set(String(row.name), row);
  const page = [...byName.values()].sort((a, b) => String(b.communication_date ?? '').localeCompare(String(a.communication_date ?? ''))).slice(start, window);
  for (const row of page) {
    if (row.communication_type !== 'Communication' && row.communication_type !== 'Automated Message') continue;
    const files = await system.list('File', { fields: ['file_url', 'is_private'], filters: [['attached_to_doctype', '=', 'Communication'], ['attached_to_name', '=', String(row.name)]], limit_page_length: 0 });
    row.attachments = JSON.stringify(files);
  }
  return page;
}
