/** Paper, orientation and margins of a PDF (millimetres), with the footer every page repeats. */
export interface PdfOptions {
  readonly pageSize: 'A4' | 'Letter';
  readonly orientation: 'Portrait' | 'Landscape';
  readonly marginsMm: { readonly top: number; readonly bottom: number; readonly left: number; readonly right: number };
  /** HTML Chromium repeats at the foot of every page (a Letter Head's footer), or none. */
  readonly footerHtml?: string;
}

/**
 * What a site prints PDFs with (print/browser-pool.ts: headless Chromium, shared by the process's
 * sites). A page of HTML in, the PDF's bytes out; the HTML reaches no network.
 */
export interface PdfRenderer {
  render(html: string, options: PdfOptions): Promise<Buffer>;
}
