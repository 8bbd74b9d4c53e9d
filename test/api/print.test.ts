import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { call, insertAs } from '../helpers/users.ts';

const HTML_AND_STYLE = '/api/method/frappe.www.printview.get_html_and_style';

/** Issue 56 part 3: the standard print format, Print Format templates, Letter Heads, /printview and their permissions. */
perDialect('Print: standard format, Print Format, Letter Head, printview', (site) => {
  const admin = () => site().adminAuth;
  let printer = '';
  let reader = '';
  let outsider = '';

  const htmlAndStyle = async (args: Record<string, unknown>, auth = admin()) => call(site(), { method: 'POST', url: HTML_AND_STYLE, auth, json: { doc: 'PR Invoice', name: 'INV-1', ...args } });
  const printed = async (args: Record<string, unknown> = {}, auth = admin()) => {
    const r = await htmlAndStyle(args, auth);
    assert.equal(r.status, 200, r.body.slice(0, 600));
    return r.json.message as { html: string; style: string };
  };
  const setSystemSettings = async (values: Record<string, unknown>) => {
    const r = await call(site(), { method: 'PUT', url: '/api/resource/System Settings/System Settings', auth: admin(), json: values });
    assert.equal(r.status, 200, r.body.slice(0, 400));
  };

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'PR Printer', desk_access: 1 });
    await insertAs(site(), admin(), 'Role', { role_name: 'PR Reader', desk_access: 1 });
    await insertAs(site(), admin(), 'DocType', {
      name: 'PR Invoice Item', module: 'Custom', istable: 1,
      fields: [
        { fieldname: 'item', fieldtype: 'Data', label: 'Item', in_list_view: 1 },
        { fieldname: 'qty', fieldtype: 'Float', label: 'Qty', in_list_view: 1, precision: '1' },
        { fieldname: 'amount', fieldtype: 'Currency', label: 'Amount', in_list_view: 1 },
        { fieldname: 'row_note', fieldtype: 'Data', label: 'Row Note' },
      ],
    });
    await insertAs(site(), admin(), 'DocType', {
      name: 'PR Invoice', module: 'Custom', autoname: 'field:code',
      fields: [
        { fieldname: 'code', fieldtype: 'Data', label: 'Code', reqd: 1 },
        { fieldname: 'customer', fieldtype: 'Data', label: 'Customer' },
        { fieldname: 'posting_date', fieldtype: 'Date', label: 'Posting Date' },
        { fieldname: 'col1', fieldtype: 'Column Break' },
        { fieldname: 'total', fieldtype: 'Currency', label: 'Grand Total' },
        { fieldname: 'paid', fieldtype: 'Check', label: 'Paid' },
        { fieldname: 'secret_code', fieldtype: 'Data', label: 'Secret Code', print_hide: 1 },
        { fieldname: 'hidden_note', fieldtype: 'Data', label: 'Hidden Note', hidden: 1 },
        { fieldname: 'internal_cost', fieldtype: 'Currency', label: 'Internal Cost', permlevel: 1 },
        { fieldname: 'details', fieldtype: 'Section Break', label: 'Details' },
        { fieldname: 'items', fieldtype: 'Table', label: 'Items', options: 'PR Invoice Item' },
        { fieldname: 'remarks', fieldtype: 'Small Text', label: 'Remarks' },
      ],
      permissions: [
        { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, print: 1 },
        { role: 'System Manager', permlevel: 1, read: 1, write: 1 },
        { role: 'PR Printer', read: 1, print: 1 },
        { role: 'PR Reader', read: 1 },
      ],
    });
    printer = await site().addUser('pr.printer@example.com', ['PR Printer']);
    reader = await site().addUser('pr.reader@example.com', ['PR Reader']);
    outsider = await site().addUser('pr.outsider@example.com', []);
    await insertAs(site(), admin(), 'PR Invoice', {
      code: 'INV-1', customer: 'Acme <Corp>', posting_date: '2026-03-14', total: 1234567.5, paid: 1, secret_code: 'SECRET-XYZ',
      hidden_note: 'HIDDEN-NOTE', internal_cost: 999.25, remarks: 'line one\nline two',
      items: [{ item: 'Widget', qty: 2, amount: 10.5, row_note: 'note-a' }, { item: 'Gadget', qty: 1.25, amount: 3 }],
    });
    await insertAs(site(), admin(), 'PR Invoice', { code: 'INV-2', customer: 'Other' });
  });

  it('the standard format draws sections, columns and child tables, formats values by System Settings and leaves out hidden, print_hide and unreadable fields', async () => {
    const { html, style } = await printed();
    assert.match(html, /<h2>PR Invoice<br><small>INV-1<\/small><\/h2>/);
    assert.match(html, /data-fieldname="customer"[^>]*><label>Customer<\/label><div class="value">Acme &lt;Corp&gt;<\/div>/, 'values are escaped once (svc escapes Data when saved)');
    assert.match(html, />14-03-2026</, 'dates in the default dd-mm-yyyy');
    assert.match(html, />1,234,567.50</, 'currency with the number format\'s two decimals');
    assert.match(html, />999.25</, 'a System Manager reads permission level 1');
    assert.match(html, /<label>Paid<\/label><div class="value">Yes</);
    assert.match(html, /line one<br>line two/);
    assert.match(html, /<h4 class="section-label">Details<\/h4>/);
    assert.equal((html.match(/class="column-break"/g) ?? []).length, 3, 'two columns in the first section, one in Details');
    assert.match(html, /<th class="sr">Sr<\/th><th data-fieldname="item">Item<\/th><th data-fieldname="qty">Qty<\/th><th data-fieldname="amount">Amount<\/th><\/tr>/, 'the child table shows its list-view columns');
    assert.match(html, /<td class="sr">1<\/td><td[^>]*>Widget<\/td><td[^>]*>2.0<\/td><td[^>]*>10.50<\/td>/);
    assert.doesNotMatch(html, /SECRET-XYZ|HIDDEN-NOTE|note-a/, 'print_hide, hidden and non-list child fields are left out');
    assert.match(style, /\.print-format/);

    const own = await printed({}, printer);
    assert.doesNotMatch(own.html, /999\.25|Internal Cost/, 'a field of a level the reader cannot read is not printed');
    assert.match(own.html, /Widget/);
  });

  it("System Settings' number format, date format and currency change how values print", async () => {
    await setSystemSettings({ number_format: '#.###,##', date_format: 'mm/dd/yyyy', currency: 'EUR' });
    try {
      const { html } = await printed();
      assert.match(html, />EUR 1\.234\.567,50</);
      assert.match(html, />03\/14\/2026</);
      await setSystemSettings({ number_format: '#,##,###.##', currency: '' });
      assert.match((await printed()).html, />12,34,567\.50</, 'Indian grouping');
    } finally {
      await setSystemSettings({ number_format: '#,###.##', date_format: 'dd-mm-yyyy', currency: '' });
    }
  });

  it('a Print Format renders its template over doc, doc.formatted and child rows, with its CSS', async () => {
    await insertAs(site(), admin(), 'Print Format', {
      name: 'PR Custom', doc_type: 'PR Invoice', css: '.pr-custom { color: teal; }',
      html: '<h1 class="pr-custom">{{ doc.customer }}</h1>{% for row in doc.items %}<p>{{ row.idx }}. {{ row.item | upper }}: {{ row.formatted.amount }}</p>{% endfor %}<i>{{ doc.formatted.posting_date }}</i>{% if doc.paid %}PAID{% endif %}',
    });
    const { html, style } = await printed({ print_format: 'PR Custom' });
    assert.match(html, /<h1 class="pr-custom">Acme &lt;Corp&gt;<\/h1>/);
    assert.match(html, /<p>1\. WIDGET: 10\.50<\/p><p>2\. GADGET: 3\.00<\/p>/);
    assert.match(html, /<i>14-03-2026<\/i>PAID/);
    assert.match(style, /\.pr-custom \{ color: teal; \}/);
    assert.match((await printed({ print_format: 'Standard' })).html, /<h2>PR Invoice/, '"Standard" is the generated format');
  });

  it("the DocType's default_print_format (a Property Setter) is used when no format is named", async () => {
    await insertAs(site(), admin(), 'Property Setter', { doctype_or_field: 'DocType', doc_type: 'PR Invoice', property: 'default_print_format', value: 'PR Custom', property_type: 'Data' });
    try {
      assert.match((await printed()).html, /<h1 class="pr-custom">/);
    } finally {
      const list = await call(site(), { method: 'GET', url: '/api/resource/Property Setter?filters=' + encodeURIComponent(JSON.stringify([['doc_type', '=', 'PR Invoice'], ['property', '=', 'default_print_format']])), auth: admin() });
      for (const { name } of list.json.data) await call(site(), { method: 'DELETE', url: `/api/resource/Property Setter/${encodeURIComponent(name)}`, auth: admin() });
    }
    assert.match((await printed()).html, /<h2>PR Invoice/);
  });

  it('a template that does not parse is refused on save; one that fails when rendered answers 417', async () => {
    const bad = await call(site(), { method: 'POST', url: '/api/resource/Print Format', auth: admin(), json: { name: 'PR Broken', doc_type: 'PR Invoice', html: '{% if doc.customer %}open' } });
    assert.equal(bad.status, 417, bad.body.slice(0, 300));
    assert.equal(bad.json.exc_type, 'ValidationError');
    await insertAs(site(), admin(), 'Print Format', { name: 'PR Heavy', doc_type: 'PR Invoice', html: '{% for i in (1..90000000) %}{{ i }}{% endfor %}' });
    const r = await htmlAndStyle({ print_format: 'PR Heavy' });
    assert.equal(r.status, 417, r.body.slice(0, 300));
    assert.equal(r.json.exc_type, 'ValidationError');
    assert.match(JSON.stringify(r.json), /Print Format PR Heavy/);
  });

  it('a missing or disabled format is 404, a format of another DocType 417, a missing document 404', async () => {
    const missing = await htmlAndStyle({ print_format: 'No Such Format' });
    assert.equal(missing.status, 404, missing.body.slice(0, 300));
    await insertAs(site(), admin(), 'Print Format', { name: 'PR Off', doc_type: 'PR Invoice', html: 'off', disabled: 1 });
    assert.equal((await htmlAndStyle({ print_format: 'PR Off' })).status, 404);
    await insertAs(site(), admin(), 'Print Format', { name: 'PR For Roles', doc_type: 'Role', html: 'x' });
    const other = await htmlAndStyle({ print_format: 'PR For Roles' });
    assert.equal(other.status, 417, other.body.slice(0, 300));
    const nodoc = await htmlAndStyle({ name: 'INV-404' });
    assert.equal(nodoc.status, 404);
    const nodoctype = await htmlAndStyle({ doc: 'No Such DocType' });
    assert.equal(nodoctype.status, 404);
  });

  it('the default Letter Head heads the print unless no_letterhead; a named one is used; one default at a time', async () => {
    await insertAs(site(), admin(), 'Letter Head', { letter_head_name: 'PR Head', content: '<div class="lh">ACME LETTERHEAD</div>', footer: '<p>Footer text</p>', is_default: 1 });
    assert.match((await printed()).html, /<div class="letter-head"><div class="lh">ACME LETTERHEAD<\/div><\/div>/);
    assert.doesNotMatch((await printed({ no_letterhead: 1 })).html, /ACME LETTERHEAD/);
    await insertAs(site(), admin(), 'Letter Head', { letter_head_name: 'PR Head 2', content: '<b>SECOND HEAD</b>', is_default: 1 });
    const first = await call(site(), { method: 'GET', url: '/api/resource/Letter Head/PR Head', auth: admin() });
    assert.equal(first.json.data.is_default, 0, 'marking another default clears the first');
    assert.match((await printed()).html, /SECOND HEAD/);
    assert.match((await printed({ letterhead: 'PR Head' })).html, /ACME LETTERHEAD/);
    assert.match((await printed({ print_format: 'PR Custom', letterhead: 'PR Head' })).html, /ACME LETTERHEAD.*pr-custom/s, 'a Print Format gets the letter head too');
    const gone = await htmlAndStyle({ letterhead: 'No Such Head' });
    assert.equal(gone.status, 404);
  });

  it('printing needs read and print on the document: 403 otherwise', async () => {
    assert.match((await printed({}, printer)).html, /Acme/);
    const noPrint = await htmlAndStyle({}, reader);
    assert.equal(noPrint.status, 403, noPrint.body.slice(0, 300));
    assert.equal(noPrint.json.exc_type, 'PermissionError');
    const noRead = await htmlAndStyle({}, outsider);
    assert.equal(noRead.status, 403);
    const page = await call(site(), { method: 'GET', url: '/printview?doctype=PR%20Invoice&name=INV-1', auth: reader });
    assert.equal(page.status, 403);
  });

  it('/printview answers the print as a page that loads nothing, framable by the desk alone, with the print trigger when asked', async () => {
    const r = await call(site(), { method: 'GET', url: '/printview?doctype=PR%20Invoice&name=INV-1&format=PR%20Custom&trigger_print=1', auth: printer });
    assert.equal(r.status, 200, r.body.slice(0, 300));
    assert.match(String(r.headers['content-type']), /^text\/html/);
    const csp = String(r.headers['content-security-policy']);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /img-src data:/);
    assert.match(csp, /frame-ancestors 'self'/);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    assert.ok(nonce, csp);
    assert.match(r.body, /^<!DOCTYPE html>/);
    assert.match(r.body, /<title>INV-1<\/title>/);
    assert.match(r.body, /<h1 class="pr-custom">/);
    assert.ok(r.body.includes(`<script nonce="${nonce}">window.addEventListener("load", () => window.print());</script>`));
    const plain = await call(site(), { method: 'GET', url: '/printview?doctype=PR%20Invoice&name=INV-1', auth: printer });
    assert.doesNotMatch(plain.body, /<script/);
    assert.equal((await call(site(), { method: 'GET', url: '/printview?doctype=PR%20Invoice', auth: printer })).status, 417, 'name is required');
  });

  it('a format\'s CSS cannot close the style element', async () => {
    await insertAs(site(), admin(), 'Print Format', { name: 'PR Style Escape', doc_type: 'PR Invoice', html: 'x', css: '</style><script>alert(1)</script>' });
    const r = await call(site(), { method: 'GET', url: '/printview?doctype=PR%20Invoice&name=INV-1&format=PR%20Style%20Escape', auth: admin() });
    assert.equal(r.status, 200);
    assert.doesNotMatch(r.body, /<\/style><script>/);
  });
});
