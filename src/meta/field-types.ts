/**
 * Registry of Frappe field types: how each is stored and coerced. Layout types store nothing.
 * Column kinds are dialect-neutral; storage/dialects maps them to DDL.
 */
export type ColumnKind = 'varchar' | 'text' | 'int' | 'decimal' | 'date' | 'datetime' | 'time' | 'json';

export type ValueKind = 'string' | 'int' | 'float' | 'check' | 'date' | 'datetime' | 'time' | 'json' | 'password';

export interface FieldTypeInfo {
  column: ColumnKind | null;
  value: ValueKind;
  /** Text whose HTML is sanitised on save. */
  sanitize: boolean;
  isTable?: boolean;
}

const text = (column: ColumnKind, sanitize = true): FieldTypeInfo => ({ column, value: 'string', sanitize });
const layout: FieldTypeInfo = { column: null, value: 'string', sanitize: false };

export const fieldTypes: Record<string, FieldTypeInfo> = {
  Data: text('varchar'),
  'Small Text': text('text'),
  Text: text('text'),
  'Long Text': text('text'),
  'Text Editor': text('text'),
  'Markdown Editor': text('text'),
  'HTML Editor': text('text'),
  Code: text('text', false),
  Int: { column: 'int', value: 'int', sanitize: false },
  Float: { column: 'decimal', value: 'float', sanitize: false },
  Currency: { column: 'decimal', value: 'float', sanitize: false },
  Percent: { column: 'decimal', value: 'float', sanitize: false },
  Duration: { column: 'decimal', value: 'float', sanitize: false },
  Rating: { column: 'decimal', value: 'float', sanitize: false },
  Check: { column: 'int', value: 'check', sanitize: false },
  Select: text('varchar'),
  Link: text('varchar', false),
  'Dynamic Link': text('varchar', false),
  Date: { column: 'date', value: 'date', sanitize: false },
  Datetime: { column: 'datetime', value: 'datetime', sanitize: false },
  Time: { column: 'time', value: 'time', sanitize: false },
  Password: { column: 'text', value: 'password', sanitize: false },
  Attach: text('text', false),
  'Attach Image': text('text', false),
  JSON: { column: 'json', value: 'json', sanitize: false },
  Color: text('varchar'),
  Phone: text('varchar'),
  Autocomplete: text('varchar'),
  'Read Only': text('varchar'),
  Barcode: text('text'),
  Signature: text('text', false),
  Geolocation: { column: 'json', value: 'json', sanitize: false },
  Icon: text('varchar'),
  Table: { ...layout, isTable: true },
  'Table MultiSelect': { ...layout, isTable: true },
  'Section Break': layout,
  'Column Break': layout,
  'Tab Break': layout,
  HTML: layout,
  Button: layout,
  Image: layout,
  Heading: layout,
  Fold: layout,
};

/** Types stored as varchar get this length unless the field sets one (Frappe's default). */
export const DEFAULT_VARCHAR_LENGTH = 140;
