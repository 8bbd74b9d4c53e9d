import { SCHEMES } from './index.ts';
import type { AuthScheme } from './scheme.ts';

/** "a", "a or b", "a, b or c". */
function either(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** The 401 of an Authorization header no scheme claims: what each header scheme expects there. */
export function unsupportedHeaderMessage(schemes: readonly AuthScheme[] = SCHEMES): string {
  return `Unsupported Authorization header: send ${either(schemes.filter((s) => s.source === 'header').map((s) => s.hint))}`;
}

/**
 * The refusal of a socket that presents nothing (Frappe's words: "Use cookie or authorization
 * header."): where each session scheme reads its sid, and the Authorization header once for all
 * header schemes.
 */
export function noCredentialsMessage(schemes: readonly AuthScheme[] = SCHEMES): string {
  const places = new Set(schemes.map((s) => (s.source === 'header' ? 'authorization header' : s.hint)));
  return `No authentication method used. Use ${either([...places])}.`;
}
