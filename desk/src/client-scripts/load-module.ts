import type { ScriptRuntime } from './script-runtime.ts';

/** What getdoctype's `__custom_js` holds besides Frappe's trailing sourceURL line: a script to run. */
export function hasFormScripts(customJs: unknown): boolean {
  return typeof customJs === 'string' && customJs.replace(/\/\/# sourceURL=\S*\s*$/, '').trim() !== '';
}

/** A short hash of the scripts' text: the module's address changes with them, past the browser's module map. */
function versionOf(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

/**
 * Runs a DocType's enabled Form Client Scripts in the form's runtime: the server serves them as a
 * same-origin module (/app-scripts/<DocType>.js, docs/DECISIONS.md D122), so the page's CSP
 * (`script-src 'self'`, no eval) allows them; its default export calls each script with the
 * runtime's `frappe`, `__` and `locals`.
 */
export async function runFormScripts(doctype: string, customJs: unknown, runtime: ScriptRuntime): Promise<void> {
  if (!hasFormScripts(customJs)) return;
  const url = `/app-scripts/${encodeURIComponent(doctype)}.js?v=${versionOf(String(customJs))}`;
  const mod = await import(/* @vite-ignore */ url);
  mod.default(runtime.frappe, runtime.__, runtime.locals);
}
