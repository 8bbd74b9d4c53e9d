/**
 * The tokens of Frappe's conditions, a subset of Python's expression syntax: numbers, strings in
 * either quote, names, keywords and operators. Positions are 1-based columns, for messages.
 */

export type Token =
  | { kind: 'num'; value: number; col: number }
  | { kind: 'str'; value: string; col: number }
  | { kind: 'name'; value: string; col: number }
  | { kind: 'op'; value: string; col: number }
  | { kind: 'end'; value: ''; col: number };

const OPERATORS = ['==', '!=', '<=', '>=', '//', '**', '<', '>', '+', '-', '*', '/', '%', '(', ')', '[', ']', ',', '.', ':', '{', '}'];
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', '0': '\0' };
const NUMBER = /^(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d+)?/;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

export class SyntaxFault extends Error {
  constructor(message: string, readonly col: number) {
    super(message);
  }
}

/** The tokens of `source`, ending with an `end` token; throws SyntaxFault. */
export function tokenize(source: string, maxTokens: number): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    const col = i + 1;
    if (tokens.length >= maxTokens) throw new SyntaxFault(`more than ${maxTokens} tokens`, col);
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const rest = source.slice(i, i + 400);
    const num = NUMBER.exec(rest);
    if (num) {
      if (/[A-Za-z_]/.test(rest[num[0].length] ?? '')) throw new SyntaxFault(`invalid number "${num[0]}${rest[num[0].length]}"`, col);
      const value = Number(num[0].replaceAll('_', ''));
      if (!Number.isFinite(value)) throw new SyntaxFault(`invalid number "${num[0]}"`, col);
      tokens.push({ kind: 'num', value, col });
      i += num[0].length;
      continue;
    }
    const name = NAME.exec(rest);
    if (name) {
      if (name[0].length > 200) throw new SyntaxFault('a name longer than 200 characters', col);
      if ((source[i + name[0].length] === '"' || source[i + name[0].length] === "'") && /^[rbfuRBFU]{1,2}$/.test(name[0])) {
        throw new SyntaxFault(`prefixed strings (${name[0]}"...") are not supported`, col);
      }
      tokens.push({ kind: 'name', value: name[0], col });
      i += name[0].length;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const [value, next] = readString(source, i);
      tokens.push({ kind: 'str', value, col });
      i = next;
      continue;
    }
    const op = OPERATORS.find((o) => source.startsWith(o, i));
    if (!op) throw new SyntaxFault(`unexpected character "${ch}"`, col);
    tokens.push({ kind: 'op', value: op, col });
    i += op.length;
  }
  tokens.push({ kind: 'end', value: '', col: source.length + 1 });
  return tokens;
}

/** A quoted string from `start` (its quote): its value and the index after it. */
function readString(source: string, start: number): [string, number] {
  const quote = source[start];
  if (source.startsWith(quote.repeat(3), start)) throw new SyntaxFault('triple-quoted strings are not supported', start + 1);
  let out = '';
  let i = start + 1;
  while (i < source.length) {
    const ch = source[i];
    if (ch === quote) return [out, i + 1];
    if (ch === '\n') break;
    if (ch === '\\') {
      const next = source[i + 1];
      if (next === undefined) break;
      out += ESCAPES[next] ?? `\\${next}`;
      i += 2;
      continue;
    }
    out += ch;
    i++;
  }
  throw new SyntaxFault('unterminated string', start + 1);
}
