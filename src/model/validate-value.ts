import { appError } from '../errors/app-error.ts';
import type { FieldMeta } from '../meta/doctype-meta.ts';

const EMAIL = /^[^\s@<>(),;:"\[\]\\]+@[^\s@<>(),;:"\[\]\\]+\.[^\s@<>(),;:"\[\]\\]+$/;
const PHONE = /^[0-9+\-() .]{1,40}$/;

/** Checks a coerced value against the field's rules: length, Select options, email and phone formats. */
export function validateValue(field: FieldMeta, value: unknown, rowLabel = ''): void {
  if (value === null || value === undefined || value === '') return;
  if (field.column === 'varchar' && typeof value === 'string' && field.length !== null && value.length > field.length) {
    throw appError('CHARACTER_LENGTH', `${rowLabel}${field.label}: '${value.slice(0, 40)}…' (${value.length}) will get truncated, as max characters allowed is ${field.length}`, {
      messages: [{ message: `${rowLabel}${field.label} is too long: ${value.length} characters, at most ${field.length} allowed`, title: 'Value too big', indicator: 'red', raise_exception: 1 }],
    });
  }
  if (field.selectOptions && typeof value === 'string' && !field.selectOptions.includes(value)) {
    const allowed = field.selectOptions.filter((o) => o !== '').map((o) => `"${o}"`).join(', ');
    throw appError('VALIDATION', `${rowLabel || ' '}${field.label} cannot be "${value}". It should be one of ${allowed}`);
  }
  if (field.fieldtype === 'Data' && field.options === 'Email' && typeof value === 'string') {
    for (const address of value.split(',').map((a) => a.trim()).filter(Boolean)) {
      // As Frappe's validate_email_address: `Full Name <address>` is checked by its address.
      if (!EMAIL.test(/<([^<>]+)>$/.exec(address)?.[1] ?? address)) throw appError('INVALID_EMAIL', `${address} is not a valid Email Address`);
    }
  }
  if ((field.fieldtype === 'Phone' || (field.fieldtype === 'Data' && field.options === 'Phone')) && typeof value === 'string' && !PHONE.test(value)) {
    throw appError('VALIDATION', `Phone Number ${value} set in field ${field.label} is not valid.`);
  }
}
