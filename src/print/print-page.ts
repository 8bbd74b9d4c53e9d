import { escapeHtml } from '../util/html.ts';
import type { BuiltPrint } from './build-print.ts';

/**
 * A whole HTML page of one or more prints, each on pages of its own (/printview, and what
 * Chromium prints to PDF). `triggerPrint` opens the browser's print dialog when loaded.
 */
export function printPage(prints: BuiltPrint[], options: { triggerPrint?: boolean; nonce?: string } = {}): string {
  // A format's CSS cannot close the style element and start markup of its own.
  const styles = [...new Set(prints.map((p) => p.style))].join('\n').replace(/<\/style/gi, '<\\/style');
  const bodies = prints.map((p, i) => `${p.html}${i < prints.length - 1 ? '<div class="print-page-break"></div>' : ''}`).join('\n');
  const trigger = options.triggerPrint ? `<script${options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : ''}>window.addEventListener("load", () => window.print());</script>` : '';
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escapeHtml(prints[0]?.title ?? '')}</title><style>${styles}</style></head><body>${bodies}${trigger}</body></html>`;
}
