/**
 * The citation rule, checked on every test run: comments and docs cite only what is inside the
 * repository. It refuses (a) a reference to the notes the project was started from, which no
 * reader of the repository has (the early decision list by number, Frappe's behaviour notes by
 * section, the API notes, the ecosystem and security notes, the style guide's principles), and
 * (b) a citation of docs/DECISIONS.md naming an entry the file does not have, there or in the
 * file itself. Entries are its `### D<n>.` and `### F<n>.` headings.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const DECISIONS = path.join('docs', 'DECISIONS.md');
const SCANNED = ['src', 'apps', 'test', 'scripts', 'bench', 'docs', 'examples', 'README.md'];
const EXTENSIONS = /\.(ts|js|mjs|cjs|md|vue)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);

/**
 * Names of documents outside the repository. Each pattern is written so that it does not match
 * its own source line (a character class in the middle), so this file passes its own check.
 */
const OUTSIDE: { pattern: RegExp; what: string }[] = [
  { pattern: /\bdecision[s] D\d/, what: 'the early decision list (cite docs/DECISIONS.md D<n>)' },
  { pattern: /\bdecision[s]\.md\b/, what: 'the early decision list (cite docs/DECISIONS.md)' },
  { pattern: /frappe-behavio[r]/, what: "Frappe's behaviour notes (cite docs/DECISIONS.md F<n>, or say it in the comment)" },
  { pattern: /frappe-oaut[h]/, what: "Frappe's OAuth notes (cite docs/DECISIONS.md)" },
  { pattern: /\bap[i]\.md\b/, what: 'the API notes (cite docs/DECISIONS.md or the README section)' },
  { pattern: /\b(?:stage[d]|measure[d])\.md\b/, what: 'notes outside the repository' },
  { pattern: /ecosyste[m]\.md/, what: 'the ecosystem notes (cite the README)' },
  { pattern: /security[- ]checklis[t]|\bchecklis[t] \d/, what: 'the list of security checks (cite docs/DECISIONS.md or docs/SECURITY.md)' },
  { pattern: /frontend-call[s]|anchor[s]\.md|shared\/(?:spe[c]|referenc[e]|styl[e])/, what: 'notes outside the repository' },
  { pattern: /\bprincipl[e]s? \d/, what: "the style guide's numbered principles (say the rule, or cite docs/ARCHITECTURE.md)" },
];

function walk(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return SKIPPED_DIRS.has(e.name) ? [] : walk(path.join(entry, e.name));
    return EXTENSIONS.test(e.name) ? [path.join(entry, e.name)] : [];
  });
}

/** The ids of docs/DECISIONS.md's entries. */
function entryIds(text: string): Set<string> {
  return new Set([...text.matchAll(/^### ([DF]\d+)\. /gm)].map((m) => m[1]));
}

/** Ids an id or a range (`D18–D26`) names. */
function expand(kind: string, from: number, to: number | undefined): string[] {
  if (to === undefined) return [`${kind}${from}`];
  return Array.from({ length: Math.max(to - from + 1, 1) }, (_, i) => `${kind}${from + i}`);
}

/** Ids cited after each mention of DECISIONS.md, up to the end of its parenthesis or line. */
function citedIds(line: string): string[] {
  const ids: string[] = [];
  for (const m of line.matchAll(/DECISIONS\.md([^)\n]*)/g)) {
    for (const id of m[1].matchAll(/\b([DF])(\d+)(?:[–-][DF]?(\d+))?\b/g)) ids.push(...expand(id[1], Number(id[2]), id[3] === undefined ? undefined : Number(id[3])));
  }
  return ids;
}

const decisionsText = fs.readFileSync(path.join(root, DECISIONS), 'utf8');
const ids = entryIds(decisionsText);
const problems: string[] = [];
let citations = 0;

for (const file of SCANNED.flatMap(walk)) {
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    const where = `${file}:${i + 1}`;
    for (const { pattern, what } of OUTSIDE) if (pattern.test(line)) problems.push(`${where}: cites ${what}: ${line.trim().slice(0, 120)}`);
    const cited = file === DECISIONS ? [...line.matchAll(/\b([DF])(\d+)(?:–[DF]?(\d+))?\b/g)].flatMap((m) => expand(m[1], Number(m[2]), m[3] === undefined ? undefined : Number(m[3]))) : citedIds(line);
    citations += cited.length;
    for (const id of cited) if (!ids.has(id)) problems.push(`${where}: cites ${id}, which docs/DECISIONS.md has no entry for`);
  });
}

if (problems.length > 0) {
  console.error(`Citations outside the repository, or of missing entries:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`citations hold (${citations} citations of the ${ids.size} entries of docs/DECISIONS.md; nothing cited from outside the repository)`);
