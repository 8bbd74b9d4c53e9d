import type { Doc } from '../document.ts';

/** Date parts a naming pattern may use, from the operation's date (`YYYY-MM-DD`). */
function dateParts(today: string): Record<string, string> {
  const [y, m, d] = today.split('-');
  const date = new Date(`${today}T00:00:00Z`);
  const start = new Date(Date.UTC(Number(y), 0, 1));
  const week = Math.ceil(((date.getTime() - start.getTime()) / 86400000 + start.getUTCDay() + 1) / 7);
  return { YY: y.slice(2), YYYY: y, MM: m, DD: d, WW: String(week).padStart(2, '0') };
}

export type Counter = (key: string) => Promise<number>;

/**
 * Expands a dotted naming pattern (`TODO-.YYYY.-.#####`, frappe/model/naming.py parse_naming_series):
 * date parts, field values and literals are joined; `#…#` is a zero-padded counter keyed by
 * everything before it.
 */
export async function expandDottedPattern(pattern: string, doc: Doc, today: string, next: Counter): Promise<string> {
  const dates = dateParts(today);
  let name = '';
  for (const part of pattern.split('.')) {
    if (/^#+$/.test(part)) {
      const n = await next(name);
      name += String(n).padStart(part.length, '0');
    } else if (part in dates) {
      name += dates[part];
    } else if (part === 'timestamp') {
      name += String(Math.floor(Date.now() / 1000));
    } else if (/^[a-z_][a-z0-9_]*$/.test(part) && doc[part] !== undefined && doc[part] !== null && doc[part] !== '') {
      name += String(doc[part]);
    } else {
      name += part;
    }
  }
  return name;
}

/**
 * Expands a `format:` template (`INV-{customer}-{YY}-{####}`): braces hold date parts, field
 * names or a counter; the counter is keyed by the text built before it.
 */
export async function expandFormat(template: string, doc: Doc, today: string, next: Counter): Promise<string> {
  const dates = dateParts(today);
  let name = '';
  let rest = template;
  while (rest.length > 0) {
    const open = rest.indexOf('{');
    const close = open === -1 ? -1 : rest.indexOf('}', open);
    if (open === -1 || close === -1) {
      name += rest;
      break;
    }
    name += rest.slice(0, open);
    const token = rest.slice(open + 1, close);
    if (/^#+$/.test(token)) name += String(await next(name)).padStart(token.length, '0');
    else if (token in dates) name += dates[token];
    else name += doc[token] === undefined || doc[token] === null ? '' : String(doc[token]);
    rest = rest.slice(close + 1);
  }
  return name;
}
