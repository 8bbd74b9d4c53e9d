/** What an OAuth endpoint answers; the HTTP layer only writes it out. */
export type OAuthResult =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'redirect'; status: 302 | 303; location: string }
  | { kind: 'html'; status: number; html: string; headers?: Record<string, string> };

/** Headers of every token-bearing JSON answer (RFC 6749 §5.1, docs/DECISIONS.md D24). */
export const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

export function json(body: unknown, status = 200, headers: Record<string, string> = NO_STORE): OAuthResult {
  return { kind: 'json', status, body, headers };
}
