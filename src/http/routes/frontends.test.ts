import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderFrontendPage, type FrontendBoot } from './frontends.ts';

const BOOT: FrontendBoot = {
  csrf_token: 'a'.repeat(40), site_name: 's.example', sitename: 's.example', user: 'u@example.com', user_type: 'System User',
  full_name: '</script><script>alert(1)</script> $& $1', roles: ['All'], lang: 'en', time_zone: { system: 'UTC', user: 'UTC' }, socketio_port: null, default_route: '/crm',
};
const SCRIPT_START = '<script>(function(b)';

/** The boot the page's first script carries, read back as a browser would parse it. */
function bootIn(html: string): unknown {
  const m = /<script>\(function\(b\)\{.*?\}\)\((\{.*?\})\);<\/script>/s.exec(html);
  assert.ok(m);
  return JSON.parse(m[1]);
}

describe('an app front-end’s page', () => {
  it('carries the boot intact, with nothing in it able to end its script or act as a replacement pattern', () => {
    const html = renderFrontendPage('<html><head><title>x</title></head><body></body></html>', BOOT);
    assert.deepEqual(bootIn(html), BOOT);
    assert.equal(html.split('</script>').length, 2, 'one script, ended once');
    assert.ok(!html.includes('<script>alert'));
  });

  it('puts the boot ahead of the first script, else at the end of the head, else of the body, else first', () => {
    const at = (template: string) => renderFrontendPage(template, BOOT).indexOf(SCRIPT_START);
    assert.equal(at('<head><SCRIPT src="/a.js"></SCRIPT></head>'), '<head>'.length);
    assert.equal(at('<head><meta charset="utf-8"></head><body><script type="module" src="/m.js"></script></body>'), '<head><meta charset="utf-8">'.length);
    assert.equal(at('<html><body><div></div></body></html>'), '<html><body><div></div>'.length);
    assert.equal(at('<p>bare</p>'), 0);
  });

  it('fills {{ csrf_token }} in every spelling frappe-ui pages use, drops jinjaBootData’s loop, and leaves other tags', () => {
    const html = renderFrontendPage(`<head></head><body><script>window.csrf_token = '{{ csrf_token }}'; var t = "{{csrf_token}}", u = '{{- csrf_token -}}';</script>
<script>
  {% for key in boot %}
  window["{{ key }}"] = {{ boot[key] | tojson }};
  {% endfor %}
</script>{{ title }}</body>`, { ...BOOT, csrf_token: '' });
    assert.ok(html.includes(`window.csrf_token = ''; var t = "", u = '';`));
    assert.ok(!html.includes('{%') && !html.includes('boot[key]'));
    assert.ok(html.includes('{{ title }}'), 'a tag svc does not know is left');
  });
});
