import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isAppError } from '../errors/app-error.ts';
import { compileTemplate, renderTemplate, TEMPLATE_LIMITS, validateTemplate } from './render-template.ts';

const doc = { name: 'SO-0001', customer: 'Ann', grand_total: 250, status: 'Open', items: [{ item: 'Pen', qty: 2 }, { item: 'Ink', qty: 0 }] };

/** The 417 a template gets, with its message. */
function refused(fn: () => unknown, message: RegExp): void {
  assert.throws(fn, (err) => {
    assert.ok(isAppError(err), `not an AppError: ${String(err)}`);
    assert.equal(err.status, 417);
    assert.equal(err.excType, 'ValidationError');
    assert.match(err.message, message);
    return true;
  });
}

test('renders fields, doc.fields and Jinja control flow', () => {
  const out = renderTemplate(
    'Order {{ name }} for {{ doc.customer }}: {% if grand_total > 1000 %}big{% elif grand_total > 100 %}mid{% else %}small{% endif %}',
    { ...doc, doc },
  );
  assert.equal(out, 'Order SO-0001 for Ann: mid');
});

test('for loops with loop.index, else, and filters with Jinja or Liquid arguments', () => {
  const src = '{% for x in items %}{{ loop.index }}.{{ x.item | upper }}x{{ x.qty }}{% if not_there %}!{% endif %} {% else %}none{% endfor %}';
  assert.equal(renderTemplate(src, doc), '1.PENx2 2.INKx0 ');
  assert.equal(renderTemplate(src, { items: [] }), 'none');
  assert.equal(renderTemplate('{{ missing | default("-") }} {{ missing | default: "+" }} {{ s | replace("a", "b") }}', { s: 'aaa' }), '- + bbb');
  assert.equal(renderTemplate('{{ s | lower() }} {{ s | title }} {{ items | length }} {{ n | round(1) }}', { s: 'hELLO woRLD', items: [1, 2], n: 1.26 }), 'hello world Hello World 2 1.3');
});

test('set, comments, raw and whitespace control', () => {
  assert.equal(renderTemplate('{% set x = "a" %}{# a comment {{ here }} #}{{ x }}', {}), 'a');
  assert.equal(renderTemplate('{% raw %}{{ name }}{# no #}{% elif %}{% endraw %}', doc), '{{ name }}{# no #}{% elif %}');
  assert.equal(renderTemplate('a  {%- if true -%}  b  {%- endif %}', {}), 'ab');
});

test('HTML entities inside tags, as a rich-text field stores them, are read as characters', () => {
  assert.equal(renderTemplate('<p>{% if n &gt; 1 and s == &quot;a&amp;b&quot; %}&gt;{{&nbsp;n }}{% endif %}</p>', { n: 2, s: 'a&b' }), '<p>&gt;2</p>');
});

test('strings inside tags are not rewritten', () => {
  assert.equal(renderTemplate('{{ "loop.x | f(1)" }}', {}), 'loop.x | f(1)');
});

test('Python-like truthiness for empty strings and zero; missing names render empty', () => {
  assert.equal(renderTemplate('{% if a %}A{% endif %}{% if b %}B{% endif %}{% if c %}C{% endif %}[{{ nope }}{{ nope.deeper }}]', { a: '', b: 0, c: 'x' }), 'C[]');
});

test('a syntax error is a 417 naming the line', () => {
  refused(() => validateTemplate('line one\n{% if x %}\nno end', 'Subject'), /^Subject: Syntax error in template at line 2: tag \{% if x %\} not closed/);
  refused(() => validateTemplate('{{ x | nope }}'), /line 1: undefined filter: nope/);
  refused(() => validateTemplate('{% frobnicate %}'), /line 1: tag "frobnicate" not found/);
  assert.doesNotThrow(() => validateTemplate(''));
  assert.doesNotThrow(() => validateTemplate(null));
});

test('a render error is a 417 naming the line', () => {
  refused(() => renderTemplate('\n\n{% for i in (1..100000000) %}{% endfor %}', {}), /^Template: Template error at line 3: memory alloc limit exceeded/);
});

test('includes, renders, layouts and blocks are refused at parse', () => {
  for (const tag of ['{% include "x" %}', '{% render "x" %}', '{% layout "x" %}', '{% block x %}{% endblock %}', "{% include '/etc/passwd' %}"]) {
    refused(() => validateTemplate(tag), /Syntax error in template at line 1: tag "(include|render|layout|block)" not found/);
  }
});

test('prototype and constructor access read nothing', () => {
  const out = renderTemplate(
    '[{{ doc.constructor }}][{{ doc.__proto__ }}][{{ name.constructor }}][{{ items.constructor }}][{{ constructor }}][{{ toString }}][{{ doc.hasOwnProperty }}][{{ __proto__.polluted }}]',
    { doc, name: 'x', items: [] },
  );
  assert.equal(out, '[][][][][][][][]');
  renderTemplate('{% assign __proto__ = "p" %}{% assign constructor = 1 %}{{ __proto__ }}', {});
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  // A "__proto__" key in the data stays data.
  assert.equal(renderTemplate('{{ x.__proto__.a }}', { x: JSON.parse('{"__proto__": {"a": "own"}}') }), 'own');
});

test('functions in the context are not callable nor visible', () => {
  let called = false;
  const out = renderTemplate('[{{ f }}][{{ o.toLiquid }}][{{ o.v }}]', { f: () => { called = true; return 'no'; }, o: { toLiquid: () => 'no', v: 1 } });
  assert.equal(out, '[][][1]');
  assert.equal(called, false);
});

test('huge ranges, nested loops and output growth are stopped', () => {
  refused(() => renderTemplate('{% for i in (1..100000000) %}x{% endfor %}', {}), /Template error at line 1: memory alloc limit exceeded/);
  refused(() => renderTemplate('{% assign s = "aaaaaaaaaa" %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}', {}), /limit/);
  const big = Array.from({ length: 3000 }, (_, i) => i);
  refused(() => renderTemplate('{% for a in x %}{% for b in x %}{% for c in x %}{{ c }}{% endfor %}{% endfor %}{% endfor %}', { x: big }), /Template (error|.*output)/);
});

test('deep nesting and long templates are refused before parsing', () => {
  const deep = '{% if a %}'.repeat(TEMPLATE_LIMITS.nesting + 1) + '{% endif %}'.repeat(TEMPLATE_LIMITS.nesting + 1);
  refused(() => validateTemplate(deep), /nested more than 64 deep \(line 1\)/);
  refused(() => validateTemplate('x'.repeat(TEMPLATE_LIMITS.source + 1)), /longer than/);
  const ok = '{% if a %}'.repeat(TEMPLATE_LIMITS.nesting) + 'y' + '{% endif %}'.repeat(TEMPLATE_LIMITS.nesting);
  assert.equal(renderTemplate(ok, { a: 1 }), 'y');
});

test('a compiled template renders many times over different data', () => {
  const t = compileTemplate('Hi {{ name }}');
  assert.equal(t.render({ name: 'a' }), 'Hi a');
  assert.equal(t.render({ name: 'b' }), 'Hi b');
});

test('not, in, and "or"/"and" answering an operand, as Jinja', () => {
  const data = { x: '', a: 'A', b: 'B', n: [1, 2], o: { k: 1 }, zero: 0 };
  assert.equal(renderTemplate('{% if not x %}1{% endif %}{% if not a %}2{% endif %}{% if not zero %}3{% endif %}', data), '13');
  assert.equal(renderTemplate('{{ a or b }}|{{ x or b }}|{{ a and b }}|{{ x and b }}|{{ missing or "none" }}', data), 'A|B|B||none');
  assert.equal(renderTemplate('{% if "q" in a %}1{% endif %}{% if "A" in a %}2{% endif %}{% if 2 in n %}3{% endif %}{% if "k" in o %}4{% endif %}{% if "z" in o %}5{% endif %}', data), '234');
  assert.equal(renderTemplate('{% if a == "A" and not x %}yes{% endif %}', data), 'yes');
  assert.equal(renderTemplate('{% if 3 not in n %}1{% endif %}{% if 2 not in n %}2{% endif %}{% if "not in" in "is not in" %}3{% endif %}', data), '13');
});
