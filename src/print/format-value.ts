import type { FieldMeta } from '../meta/doctype-meta.ts';
import { escapeHtml } from '../util/html.ts';
import type { PrintSettings } from './print-settings.ts';

type NumberFormatInfo = { group: string; decimal: string; decimals: number; indian: boolean };

/** Frappe's number formats (System Settings `number_format`): separators and decimals of each. */
const NUMBER_FORMATS: Readonly<Record<string, NumberFormatInfo>> = {
  '#,###.##': { group: ',', decimal: '.', decimals: 2, indian: false },
  '#.###,##': { group: '.', decimal: ',', decimals: 2, indian: false },
  '# ###.##': { group: ' ', decimal: '.', decimals: 2, indian: false },
  '# ###,##': { group: ' ', decimal: ',', decimals: 2, indian: false },
  "#'###.##": { group: "'", decimal: '.', decimals: 2, indian: false },
  '#, ###.##': { group: ', ', decimal: '.', decimals: 2, indian: false },
  '#,##,###.##': { group: ',', decimal: '.', decimals: 2, indian: true },
  '#,###.###': { group: ',', decimal: '.', decimals: 3, indian: false },
  '#.###': { group: '.', decimal: ',', decimals: 0, indian: false },
  '#,###': { group: ',', decimal: '.', decimals: 0, indian: false },
};

const numberFormatInfo = (format: string): NumberFormatInfo => NUMBER_FORMATS[format] ?? NUMBER_FORMATS['#,###.##']!;

/** `value` rounded to `precision` and written in the site's number format. */
export function formatNumber(value: number, precision: number, settings: Pick<PrintSettings, 'numberFormat'>): string {
  const info = numberFormatInfo(settings.numberFormat);
  const fixed = Math.abs(value).toFixed(precision);
  const [whole, fraction] = fixed.split('.');
  const grouped = info.indian && whole.length > 3
    ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, info.group)}${info.group}${whole.slice(-3)}`
    : whole.replace(/\B(?=(\d{3})+(?!\d))/g, info.group);
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `${info.decimal}${fraction}` : ''}`;
}

/** `yyyy-mm-dd` written in the site's date format (`dd-mm-yyyy`, `mm/dd/yyyy`, ...). */
export function formatDateText(value: string, dateFormat: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  return dateFormat.replace(/yyyy/i, m[1]).replace(/mm/i, m[2]).replace(/dd/i, m[3]);
}

/** The decimals a Float, Currency or Percent field prints with: its own precision, else System Settings'. */
function precisionOf(field: FieldMeta, settings: PrintSettings): number {
  if (field.precision !== null) return field.precision;
  if (field.fieldtype === 'Currency') return settings.currencyPrecision ?? numberFormatInfo(settings.numberFormat).decimals;
  if (field.fieldtype === 'Int') return 0;
  return settings.floatPrecision;
}

/**
 * A field's value as prints show it (Frappe's format_value): numbers and money in the site's
 * number format, dates in its date format, a Check as Yes/No; text as it is. The answer is plain
 * text: the standard format escapes it, a template prints it as it prints any value.
 */
export function formatValue(field: FieldMeta, value: unknown, doc: Record<string, unknown>, settings: PrintSettings): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.fieldtype) {
    case 'Currency': {
      const amount = formatNumber(Number(value), precisionOf(field, settings), settings);
      const named = field.options ? doc[field.options] : undefined;
      const currency = typeof named === 'string' && named ? named : field.options && /^[A-Z]{3}$/.test(field.options) ? field.options : settings.currency;
      return currency ? `${currency} ${amount}` : amount;
    }
    case 'Float':
    case 'Int':
      return formatNumber(Number(value), precisionOf(field, settings), settings);
    case 'Percent':
      return `${formatNumber(Number(value), precisionOf(field, settings), settings)}%`;
    case 'Date':
      return formatDateText(String(value), settings.dateFormat);
    case 'Datetime': {
      const [date, time = ''] = String(value).split(' ');
      return `${formatDateText(date, settings.dateFormat)} ${time.slice(0, 8)}`.trim();
    }
    case 'Time':
      return String(value).slice(0, 8);
    case 'Check':
      return Number(value) ? 'Yes' : 'No';
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * HTML of a value in the standard format: text of a field svc sanitizes on save (Data, Text,
 * Text Editor: markup made safe when stored, as Frappe's) as stored; anything else escaped.
 */
export function valueHtml(field: FieldMeta, text: string): string {
  const html = field.sanitize ? text : escapeHtml(text);
  return field.fieldtype === 'Text Editor' || field.fieldtype === 'HTML Editor' ? html : html.replace(/\n/g, '<br>');
}
