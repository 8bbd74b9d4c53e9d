import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import xssModule from 'xss';
import { sanitizeHtml, sanitizeStyle, stripInvisible } from './sanitize-html.ts';

describe("sanitizeHtml: Frappe's sanitize_html (bleach) on text fields", () => {
  const cases: Array<[string, string, string]> = [
    // frappe/tests/test_document.py test_xss_filter
    ['a script tag is escaped, its text kept', '<script>alert("XSS")</script>', '&lt;script&gt;alert("XSS")&lt;/script&gt;'],
    ['an event handler attribute is dropped', '<div onload="alert("XSS")">Test</div>', '<div>Test</div>'],
    ['a style that does not parse is emptied', `<div style="something: doesn't work; color: red;">Test</div>`, '<div style="">Test</div>'],
    ['allowed CSS stays, url() goes', '<p style="color: red; background: url(x)">t</p>', '<p style="color: red;">t</p>'],
    ['allowed markup is kept', '<p><b>bold</b> <a href="https://example.com/?a=1&b=2">link</a></p>', '<p><b>bold</b> <a href="https://example.com/?a=1&amp;b=2">link</a></p>'],
    ['javascript: URLs are dropped', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['entity-encoded javascript: too', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['a scheme split by a newline too', '<a href="java\nscript:alert(1)">x</a>', '<a>x</a>'],
    ['img onerror goes, src stays', '<img src=x onerror=alert(1)>', '<img src="x">'],
    ['iframe is escaped', '<iframe src="https://evil.example"></iframe>', '&lt;iframe src="https://evil.example"&gt;&lt;/iframe&gt;'],
    ['svg event handler goes', '<svg onload=alert(1)><circle r="3"/></svg>', '<svg><circle r="3" /></svg>'],
    ['data-* attributes stay', '<span data-id="7">x</span>', '<span data-id="7">x</span>'],
    ['a non-image data: URL goes', '<img src="data:text/html;base64,PHNjcmlwdD4=">', '<img>'],
    ['plain text with < and > is untouched', '1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
    ['JSON is untouched', '{"a": "<b>x</b>"}', '{"a": "<b>x</b>"}'],
    ['control characters go, line breaks stay', '<p>a\u0000b\tc\u001fd\u007fe\r\nf\u0080</p>', '<p>abcde\r\nf\u0080</p>'],
    ['a control character cannot split a tag name', '<scr\u0001ipt>x</scr\u0001ipt>', '&lt;script&gt;x&lt;/script&gt;'],
  ];
  for (const [name, input, output] of cases) {
    it(name, () => assert.equal(sanitizeHtml(input), output));
  }

  it("strips what xss's own stripBlankChar strips, character for character", () => {
    const xssStrip = (xssModule as unknown as { stripBlankChar(html: string): string }).stripBlankChar;
    const every = Array.from({ length: 0x100 }, (_, code) => String.fromCharCode(code)).join('');
    for (const text of [every, `<p>${every}</p>`, 'emoji \u{1f600} and a lone \ud800 surrogate\u0007', '']) {
      assert.equal(stripInvisible(text), xssStrip(text));
    }
    assert.equal(stripInvisible(every).length, 0x100 - 31);
  });

  it('keeps only allowed, well-formed declarations of a style', () => {
    assert.equal(sanitizeStyle('color: red; position: fixed; width: 10px'), 'color: red; width: 10px;');
    assert.equal(sanitizeStyle('color: expression(alert(1))'), '');
    assert.equal(sanitizeStyle('font-family: "Open Sans"; color: blue'), 'font-family: "Open Sans"; color: blue;');
    assert.equal(sanitizeStyle('color: red; font-family: "unclosed; width: 1px'), 'color: red;');
  });
});
