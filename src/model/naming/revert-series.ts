import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import { revertCounterIfAt } from '../../storage/series-counter.ts';
import type { DocContext } from '../doc-context.ts';
import type { Doc } from '../document.ts';
import { expandDottedPattern } from './series-pattern.ts';

/** The dotted pattern a document's name was drawn from: its naming series, or the DocType's pattern. */
function patternOf(meta: DocTypeMeta, doc: Doc): string | null {
  if (meta.naming.kind === 'pattern') return meta.naming.pattern;
  if (meta.naming.kind !== 'naming_series' || typeof doc.naming_series !== 'string' || !doc.naming_series) return null;
  return doc.naming_series.includes('#') ? doc.naming_series : `${doc.naming_series}.#####`;
}

/**
 * Frappe's revert_series_if_last, run when a document is deleted: when its name was the last one
 * its series drew, the series' counter goes back one, so the next document takes the name again.
 * The pattern is expanded for the deleted document (its fields, and the date it was created on
 * where Frappe takes the day of the delete); unless that gives back its very name with one
 * counter, nothing changes. `format:` names are left alone, as in Frappe.
 */
export async function revertSeriesIfLast(dc: DocContext, meta: DocTypeMeta, doc: Doc): Promise<void> {
  const pattern = patternOf(meta, doc);
  if (!pattern || !pattern.includes('#')) return;
  const day = typeof doc.creation === 'string' && doc.creation ? doc.creation.slice(0, 10) : dc.now.slice(0, 10);
  const keys: string[] = [];
  await expandDottedPattern(pattern, doc, day, async (key) => {
    keys.push(key);
    return 0;
  });
  const name = String(doc.name);
  if (keys.length !== 1 || !name.startsWith(keys[0])) return;
  const digits = /^\d+/.exec(name.slice(keys[0].length))?.[0];
  if (!digits) return;
  const count = Number(digits);
  if ((await expandDottedPattern(pattern, doc, day, async () => count)) !== name) return;
  await revertCounterIfAt(dc.tx, keys[0], count);
}
