/**
 * Temporal values as svc answers them on every database (Frappe's text): a datetime with six
 * fractional digits whatever precision the database answered in, and a time with a six-digit
 * fraction only when the fraction is not zero (as `parseTime` writes it).
 */

/** `2024-01-05 10:00:00` → `2024-01-05 10:00:00.000000`; `…:00.25` → `…:00.250000`. */
export function datetimeText(text: string): string {
  const dot = text.indexOf('.');
  return dot === -1 ? `${text}.000000` : text.slice(0, dot + 1) + text.slice(dot + 1).padEnd(6, '0');
}

/** `13:45:10.5` → `13:45:10.500000`; `13:45:10.000` → `13:45:10`. */
export function timeText(text: string): string {
  const [whole, fraction = ''] = text.split('.');
  return /^0*$/.test(fraction) ? whole : `${whole}.${fraction.padEnd(6, '0')}`;
}
