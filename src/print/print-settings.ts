import type { DocContext } from '../model/doc-context.ts';
import { loadSingle } from '../storage/singles.ts';

/** What prints read of System Settings: how numbers, money and dates look, and the PDF's paper. */
export interface PrintSettings {
  /** Frappe's `number_format`, e.g. `#,###.##` or `#.###,##`. */
  readonly numberFormat: string;
  readonly dateFormat: string;
  readonly timeFormat: string;
  readonly floatPrecision: number;
  /** Unset: the number format's decimals, as Frappe. */
  readonly currencyPrecision: number | null;
  /** The default currency shown before a Currency field's amount when the field names none. */
  readonly currency: string;
  readonly pageSize: 'A4' | 'Letter';
}

const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v.trim() : fallback);
const whole = (v: unknown): number | null => (v === null || v === undefined || v === '' || !Number.isInteger(Number(v)) ? null : Math.min(9, Math.max(0, Number(v))));

/** System Settings as prints read them, with Frappe's defaults for what is unset. */
export async function printSettings(dc: DocContext): Promise<PrintSettings> {
  const meta = dc.site.meta.get('System Settings');
  const s = meta ? await loadSingle(dc.tx, meta) : {};
  return {
    numberFormat: text(s.number_format, '#,###.##'),
    dateFormat: text(s.date_format, 'dd-mm-yyyy'),
    timeFormat: text(s.time_format, 'HH:mm:ss'),
    floatPrecision: whole(s.float_precision) ?? 3,
    currencyPrecision: whole(s.currency_precision),
    currency: text(s.currency, ''),
    pageSize: s.pdf_page_size === 'Letter' ? 'Letter' : 'A4',
  };
}
