/**
 * The few Jinja spellings that have a Liquid twin, rewritten before Liquid parses the template
 * (docs/DECISIONS.md D70): `{% elif %}` → `{% elsif %}`, `{% set x = … %}` → `{% assign x = … %}`,
 * `{# … #}` → a comment tag, `loop.` → `forloop.`, `not in` → the
 * operator `not_in` (`operators.ts`), and a filter's arguments in parentheses,
 * `| default("x")` → `| default: "x"`. Strings inside tags are left alone, and no line break is
 * added or removed, so Liquid's line numbers stay the template's.
 */

const TAG_OR_OUTPUT = /\{#([\s\S]*?)#\}|\{%(-?)(\s*)([\s\S]*?)(-?)%\}|\{\{([\s\S]*?)\}\}/g;

/** The template with Jinja's spellings turned into Liquid's. */
export function jinjaToLiquid(source: string): string {
  let rawDepth = 0;
  return source.replace(TAG_OR_OUTPUT, (whole, comment: string | undefined, trimL: string, space: string, body: string, trimR: string, output: string | undefined) => {
    if (comment !== undefined) return rawDepth ? whole : `{% comment %}${comment}{% endcomment %}`;
    if (output !== undefined) return rawDepth ? whole : `{{${rewriteMarkup(output)}}}`;
    const word = /^[a-z]+/.exec(body)?.[0] ?? '';
    if (word === 'raw') rawDepth++;
    if (word === 'endraw') rawDepth = Math.max(0, rawDepth - 1);
    if (rawDepth && word !== 'raw') return whole;
    let rest = body;
    let tag = word;
    if (word === 'elif') tag = 'elsif';
    if (word === 'set') tag = 'assign';
    rest = tag + rewriteMarkup(body.slice(word.length));
    return `{%${trimL}${space}${rest}${trimR}%}`;
  });
}

const ENTITIES: Record<string, string> = { '&gt;': '>', '&lt;': '<', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&apos;': "'", '&nbsp;': ' ', '&amp;': '&' };

/**
 * `loop.` → `forloop.`, `not in` → `not_in` and `| name(args)` → `| name: args`, outside string
 * literals. A rich-text field stores `{% if a > 1 %}` as `{% if a &gt; 1 %}` (its HTML is
 * sanitized on save), so the markup's entities are read as the characters they stand for.
 */
function rewriteMarkup(html: string): string {
  const markup = html.replace(/&(?:gt|lt|quot|#39|#x27|apos|nbsp|amp);/g, (e) => ENTITIES[e]);
  let out = '';
  let i = 0;
  const closers: number[] = [];
  let depth = 0;
  while (i < markup.length) {
    const ch = markup[i];
    if (ch === '"' || ch === "'") {
      const end = markup.indexOf(ch, i + 1);
      const stop = end < 0 ? markup.length : end + 1;
      out += markup.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === '|') {
      const m = /^\|(\s*)([A-Za-z_]\w*)(\s*)\(/.exec(markup.slice(i));
      const empty = m && /^\s*\)/.exec(markup.slice(i + m[0].length));
      if (m && empty) {
        out += `|${m[1]}${m[2]}`;
        i += m[0].length + empty[0].length;
        continue;
      }
      if (m) {
        out += `|${m[1]}${m[2]}${m[3]}: `;
        i += m[0].length;
        closers.push(++depth);
        continue;
      }
    }
    if (ch === '(') depth++;
    if (ch === ')') {
      if (closers.at(-1) === depth) {
        closers.pop();
        depth--;
        i++;
        continue;
      }
      depth--;
    }
    const notIn = ch === 'n' && !/[\w.]/.test(markup[i - 1] ?? '') ? /^not\s+in\b/.exec(markup.slice(i, i + 40)) : null;
    if (notIn) {
      out += 'not_in';
      i += notIn[0].length;
      continue;
    }
    if (ch === 'l' && markup.startsWith('loop.', i) && !/[\w.]/.test(markup[i - 1] ?? '')) {
      out += 'forloop.';
      i += 5;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}
