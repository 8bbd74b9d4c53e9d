/** The CSS every print carries before its format's own (Frappe's print styles, plainly). */
export const PRINT_STYLE = `
.print-format { font-family: "Helvetica Neue", Helvetica, Arial, sans-serif; font-size: 13px; color: #1f272e; line-height: 1.45; }
.print-format h2 { font-size: 22px; margin: 0 0 16px; }
.print-format h2 small { font-size: 14px; color: #6c7680; }
.print-format .letter-head { margin-bottom: 16px; }
.print-format .section-break { margin: 12px 0; page-break-inside: avoid; }
.print-format .section-label { font-size: 14px; margin: 8px 0; border-bottom: 1px solid #d1d8dd; }
.print-format .row { display: flex; gap: 24px; }
.print-format .column-break { flex: 1 1 0; min-width: 0; }
.print-format .field { display: flex; gap: 8px; margin: 4px 0; }
.print-format .field > label { flex: 0 0 40%; color: #6c7680; }
.print-format .field .value { flex: 1; word-wrap: break-word; }
.print-format .table-field { display: block; }
.print-format table.table { width: 100%; border-collapse: collapse; margin-top: 4px; }
.print-format table.table th, .print-format table.table td { border: 1px solid #d1d8dd; padding: 4px 6px; text-align: left; vertical-align: top; }
.print-format td[data-fieldtype="Currency"], .print-format td[data-fieldtype="Float"], .print-format td[data-fieldtype="Int"] { text-align: right; }
.print-format .sr { width: 32px; }
.print-page-break { page-break-after: always; }
`;
