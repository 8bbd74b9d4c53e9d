import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

const FULL = { read: 1, write: 1, create: 1, delete: 1 };

/**
 * Issue 52 part 2 (the rest of Forms): the tree view, the calendar, the file manager's methods and
 * the realtime subscription checks, with Frappe v15's arguments, answers and errors.
 */
perDialect('Forms: tree view, calendar, files, realtime checks', (site) => {
  const admin = () => site().adminAuth;
  let viewer = '';
  let outsider = '';
  let ownMeeting = '';
  let adminMeeting = '';
  const method = (auth: string | undefined, path: string, json: Record<string, unknown>, status = 200, excType?: string, verb: 'GET' | 'POST' = 'POST') =>
    runScenario(site(), { name: `${path} ${JSON.stringify(json).slice(0, 80)}`, method: verb, url: verb === 'GET' ? `/api/method/${path}?${new URLSearchParams(json as Record<string, string>)}` : `/api/method/${path}`, auth, ...(verb === 'POST' ? { json } : {}), status, ...(excType ? { excType } : {}) });

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'FM Viewer', desk_access: 1 });
    for (const json of [
      { name: 'FM Region', module: 'Custom', is_tree: 1, autoname: 'field:region_name', title_field: 'label', fields: [{ fieldname: 'region_name', fieldtype: 'Data', reqd: 1 }, { fieldname: 'label', fieldtype: 'Data' }], permissions: [{ role: 'System Manager', ...FULL }, { role: 'FM Viewer', read: 1 }] },
      { name: 'FM Meeting', module: 'Custom', fields: [{ fieldname: 'subject', fieldtype: 'Data' }, { fieldname: 'starts_on', fieldtype: 'Datetime' }, { fieldname: 'ends_on', fieldtype: 'Datetime' }, { fieldname: 'shade', fieldtype: 'Color' }, { fieldname: 'room', fieldtype: 'Data' }], permissions: [{ role: 'System Manager', ...FULL }, { role: 'FM Viewer', read: 1, create: 1, if_owner: 1 }] },
    ]) await runScenario(site(), { name: `define ${json.name}`, method: 'POST', url: '/api/resource/DocType', auth: admin(), json, status: 200 });
    viewer = await site().addUser('fm.viewer@example.com', ['FM Viewer']);
    outsider = await site().addUser('fm.outsider@example.com', []);
    adminMeeting = (await insertAs(site(), admin(), 'FM Meeting', { subject: 'Board', starts_on: '2024-03-10 09:00:00', ends_on: '2024-03-10 10:00:00', shade: '#ff0000', room: 'A' })).name;
    await insertAs(site(), admin(), 'FM Meeting', { subject: 'Open-ended', starts_on: '2024-02-01 09:00:00', room: 'B' });
    await insertAs(site(), admin(), 'FM Meeting', { subject: 'Later', starts_on: '2024-05-01 09:00:00', ends_on: '2024-05-02 09:00:00', room: 'A' });
    ownMeeting = (await insertAs(site(), viewer, 'FM Meeting', { subject: 'Mine', starts_on: '2024-03-12 09:00:00', ends_on: '2024-03-12 10:00:00' })).name;
  });

  describe('frappe.realtime.can_subscribe_doctype / can_subscribe_doc', () => {
    it('answers true to a reader, 403 without a read right (Guest too), 404 for an unknown DocType, 417 without arguments', async () => {
      const path = 'frappe.realtime.can_subscribe_doctype';
      assert.equal((await method(admin(), path, { doctype: 'FM Meeting' })).message, true);
      assert.equal((await method(viewer, path, { doctype: 'FM Meeting' }, 200, undefined, 'GET')).message, true);
      await method(outsider, path, { doctype: 'FM Meeting' }, 403, 'PermissionError');
      await method(undefined, path, { doctype: 'FM Meeting' }, 403, 'PermissionError');
      await method(viewer, path, { doctype: 'No Such Thing' }, 404, 'DoesNotExistError');
      await method(viewer, path, {}, 417, 'FrappeTypeError');
    });

    it('can_subscribe_doc: true for a readable document; one the caller may not read answers as a missing one (404); no right is 403', async () => {
      const path = 'frappe.realtime.can_subscribe_doc';
      assert.equal((await method(viewer, path, { doctype: 'FM Meeting', docname: ownMeeting })).message, true);
      assert.equal((await method(admin(), path, { doctype: 'FM Meeting', docname: ownMeeting })).message, true);
      await method(viewer, path, { doctype: 'FM Meeting', docname: adminMeeting }, 404, 'DoesNotExistError');
      await method(viewer, path, { doctype: 'FM Meeting', docname: 'missing' }, 404, 'DoesNotExistError');
      await method(outsider, path, { doctype: 'FM Meeting', docname: ownMeeting }, 403, 'PermissionError');
      await method(undefined, path, { doctype: 'FM Meeting', docname: ownMeeting }, 403, 'PermissionError');
      await method(viewer, path, { doctype: 'Nope', docname: 'x' }, 404, 'DoesNotExistError');
      await method(viewer, path, { doctype: 'FM Meeting' }, 417, 'FrappeTypeError');
    });
  });

  describe('frappe.desk.treeview', () => {
    it('add_node inserts roots and children (is_root as the desk sends it); get_children lists one level by name with title and expandable', async () => {
      const add = (json: Record<string, unknown>) => method(admin(), 'frappe.desk.treeview.add_node', { doctype: 'FM Region', ...json });
      assert.equal((await add({ region_name: 'World', label: 'The World', is_group: 1, is_root: 'true' })).message, undefined);
      await add({ region_name: 'Europe', label: 'Europe', is_group: 1, parent: 'World', is_root: 'false' });
      await add({ region_name: 'Asia', is_group: 0, parent_fm_region: 'World', is_root: 'false' });
      await add({ region_name: 'France', is_group: 0, parent: 'Europe', is_root: 'false' });
      const children = async (parent: string | undefined, auth = admin()) => (await method(auth, 'frappe.desk.treeview.get_children', { doctype: 'FM Region', ...(parent === undefined ? {} : { parent }), is_root: parent ? 'false' : 'true' }, 200, undefined, 'GET')).message;
      assert.deepEqual(await children(undefined), [{ value: 'World', title: 'The World', expandable: 1 }]);
      assert.deepEqual(await children(''), [{ value: 'World', title: 'The World', expandable: 1 }]);
      assert.deepEqual(await children('World', viewer), [{ value: 'Asia', title: null, expandable: 0 }, { value: 'Europe', title: 'Europe', expandable: 1 }]);
      assert.deepEqual(await children('Europe'), [{ value: 'France', title: null, expandable: 0 }]);
      assert.deepEqual(await children('France'), []);
      const node = await call(site(), { method: 'GET', url: '/api/resource/FM Region/France', auth: admin() });
      assert.equal(node.json.data.parent_fm_region, 'Europe');
    });

    it('refuses: GET add_node (403), no create right (403), no read right (403), a DocType that is no tree (417), unknown (404), no doctype (417)', async () => {
      await method(admin(), 'frappe.desk.treeview.add_node', { doctype: 'FM Region', region_name: 'Mars', is_root: 'true' }, 403, 'PermissionError', 'GET');
      await method(viewer, 'frappe.desk.treeview.add_node', { doctype: 'FM Region', region_name: 'Mars', is_root: 'true' }, 403, 'PermissionError');
      await method(admin(), 'frappe.desk.treeview.add_node', { doctype: 'FM Meeting', subject: 'x', is_root: 'true' }, 417, 'ValidationError');
      await method(admin(), 'frappe.desk.treeview.add_node', { doctype: 'Nope', is_root: 'true' }, 404, 'DoesNotExistError');
      await method(admin(), 'frappe.desk.treeview.add_node', { region_name: 'Mars' }, 417, 'FrappeTypeError');
      await method(outsider, 'frappe.desk.treeview.get_children', { doctype: 'FM Region' }, 403, 'PermissionError');
      await method(admin(), 'frappe.desk.treeview.get_children', { doctype: 'FM Meeting' }, 417, 'ValidationError');
      await method(admin(), 'frappe.desk.treeview.get_children', { doctype: 'Nope' }, 404, 'DoesNotExistError');
      await method(admin(), 'frappe.desk.treeview.get_children', {}, 417, 'FrappeTypeError');
      const mars = await call(site(), { method: 'GET', url: '/api/resource/FM Region/Mars', auth: admin() });
      assert.equal(mars.status, 404, 'nothing was written');
    });
  });

  describe('frappe.desk.calendar.get_events', () => {
    const fieldMap = JSON.stringify({ start: 'starts_on', end: 'ends_on', title: 'subject', allDay: 'all_day' });
    const events = async (auth: string, extra: Record<string, unknown> = {}) => {
      const r = await method(auth, 'frappe.desk.calendar.get_events', { doctype: 'FM Meeting', start: '2024-03-01', end: '2024-03-31', field_map: fieldMap, ...extra }, 200, undefined, 'GET');
      return (r.message as Array<Record<string, unknown>>).sort((a, b) => String(a.subject).localeCompare(String(b.subject)));
    };

    it('answers the documents whose span meets the range (no end: open-ended), with start, end, title, name and the Color field', async () => {
      const rows = await events(admin());
      assert.deepEqual(rows.map((r) => r.subject), ['Board', 'Mine', 'Open-ended']);
      assert.deepEqual(Object.keys(rows[0]).sort(), ['ends_on', 'name', 'shade', 'starts_on', 'subject']);
      assert.equal(rows[0].shade, '#ff0000');
      assert.equal(rows[2].ends_on, null);
    });

    it('applies filters and fields, and the caller\'s row rule (an if_owner reader sees their own)', async () => {
      assert.deepEqual((await events(admin(), { filters: JSON.stringify([['room', '=', 'A']]) })).map((r) => r.subject), ['Board']);
      const chosen = await events(admin(), { fields: JSON.stringify(['subject', 'room']) });
      assert.deepEqual(Object.keys(chosen[0]).sort(), ['room', 'shade', 'subject']);
      assert.deepEqual((await events(viewer)).map((r) => r.subject), ['Mine']);
    });

    it('refuses: no read right (403), unknown DocType (404), missing or malformed field_map (417), an unknown field (417)', async () => {
      const path = 'frappe.desk.calendar.get_events';
      const base = { doctype: 'FM Meeting', start: '2024-03-01', end: '2024-03-31', field_map: fieldMap };
      await method(outsider, path, base, 403, 'PermissionError');
      await method(admin(), path, { ...base, doctype: 'Nope' }, 404, 'DoesNotExistError');
      await method(admin(), path, { ...base, field_map: undefined }, 417, 'FrappeTypeError');
      await method(admin(), path, { ...base, end: undefined }, 417, 'FrappeTypeError');
      await method(admin(), path, { ...base, field_map: '{"start": ' }, 417, 'ValidationError');
      await method(admin(), path, { ...base, field_map: JSON.stringify({ title: 'subject' }) }, 417, 'ValidationError');
      const unknown = await call(site(), { method: 'POST', url: `/api/method/${path}`, auth: admin(), json: { ...base, field_map: JSON.stringify({ start: 'no_such_field', end: 'ends_on' }) } });
      assert.ok(unknown.status === 417 || unknown.status === 400, `unknown field: ${unknown.status}`);
    });
  });

  describe('frappe.core.api.file', () => {
    it('get_max_file_size answers the upload limit in bytes, to Guest too', async () => {
      assert.equal((await method(undefined, 'frappe.core.api.file.get_max_file_size', {}, 200, undefined, 'GET')).message, 25 * 1024 * 1024);
    });

    it('a File attached to a document without a folder goes to Home/Attachments, any other to Home', async () => {
      const attached = await insertAs(site(), admin(), 'File', { file_url: 'https://example.com/a.png', attached_to_doctype: 'FM Meeting', attached_to_name: adminMeeting });
      assert.equal(attached.folder, 'Home/Attachments');
      const loose = await insertAs(site(), admin(), 'File', { file_url: 'https://example.com/b.png' });
      assert.equal(loose.folder, 'Home');
    });

    it('get_files_in_folder pages a folder\'s files, Attachments first in Home, as the caller may list them', async () => {
      await insertAs(site(), admin(), 'File', { file_name: 'FM Docs', is_folder: 1, folder: 'Home' });
      for (const n of [1, 2, 3]) await insertAs(site(), admin(), 'File', { file_url: `https://example.com/doc${n}.pdf`, folder: 'Home/FM Docs' });
      const get = async (auth: string, args: Record<string, unknown>) => (await method(auth, 'frappe.core.api.file.get_files_in_folder', args, 200, undefined, 'GET')).message;
      const home = await get(admin(), { folder: 'Home' });
      assert.deepEqual(Object.keys(home.files[0]).sort(), ['file_name', 'file_url', 'is_folder', 'modified', 'name']);
      assert.equal(home.files[0].name, 'Home/FM Docs', 'newest first');
      assert.ok(home.files.some((f: { name: string }) => f.name === 'Home/Attachments'));
      assert.equal(home.has_more, false);
      const first = await get(admin(), { folder: 'Home', page_length: '1' });
      assert.deepEqual([first.files.map((f: { name: string }) => f.name), first.has_more], [['Home/Attachments'], true], 'Attachments comes first when the page would miss it');
      const page = await get(admin(), { folder: 'Home/FM Docs', page_length: '2' });
      assert.deepEqual([page.files.length, page.has_more], [2, true]);
      assert.deepEqual(page.files.map((f: { file_name: string }) => f.file_name), ['doc3.pdf', 'doc2.pdf']);
      const rest = await get(admin(), { folder: 'Home/FM Docs', start: '2', page_length: '2' });
      assert.deepEqual([rest.files.map((f: { file_name: string }) => f.file_name), rest.has_more], [['doc1.pdf'], false]);
      const empty = await get(viewer, { folder: 'Home/Nothing Here' });
      assert.deepEqual(empty, { files: [], has_more: false });
    });

    it('refuses Guest (403) and a call without folder (417)', async () => {
      await method(undefined, 'frappe.core.api.file.get_files_in_folder', { folder: 'Home' }, 403, 'PermissionError');
      await method(admin(), 'frappe.core.api.file.get_files_in_folder', {}, 417, 'FrappeTypeError');
    });
  });
});
