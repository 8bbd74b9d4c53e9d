import { escapeHtml } from '../util/html.ts';
import type { OAuthClient } from './clients.ts';

/** What a scope reads as on the consent page (docs/DECISIONS.md F16): title case; `openid` as the four profile items. */
export function scopeLabels(scopes: readonly string[]): string[] {
  const labels = scopes.filter((s) => s !== 'openid').map((s) => s.replace(/\w\S*/g, (w) => w[0].toUpperCase() + w.slice(1).toLowerCase()));
  if (scopes.includes('openid')) labels.push('Full Name', 'Email', 'User Image', 'Roles');
  return labels;
}

/**
 * The CSP source that lets the consent form's redirect reach `redirectUri`: its origin for http(s),
 * else its scheme (`com.example.app:`), since a custom-scheme URI of a native app (RFC 8252 §7.1)
 * has the opaque origin "null", which would block the redirect after Allow or Deny.
 */
export function formActionSource(redirectUri: string): string {
  const url = new URL(redirectUri);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol;
}

/** Headers of the provider's pages: never cached, never framed (clickjacking, RFC 9700 §4.16). */
export function pageHeaders(formTarget: string | null): Record<string, string> {
  const formAction = formTarget ? `'self' ${formTarget}` : "'self'";
  return {
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f6;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12);width:100%;max-width:24rem}
h1{font-size:1.25rem;margin:0 0 1rem}ul{padding-left:1.25rem}.actions{display:flex;gap:.75rem;margin-top:1.25rem}
button{flex:1;padding:.6rem;border:1px solid #171717;border-radius:4px;font-size:1rem;cursor:pointer;background:#fff}
button.primary{background:#171717;color:#fff}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>\n`;
}

/**
 * The consent page (docs/DECISIONS.md F16: Frappe's "Confirm Access"): the app's name, the requested scopes,
 * and Allow / Deny buttons of one form that POSTs the request back to `approve` with the session's
 * CSRF token (docs/DECISIONS.md D22).
 */
export function renderConsentPage(client: OAuthClient, scopes: readonly string[], params: Record<string, string>, csrfToken: string, approvePath: string): string {
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const items = scopeLabels(scopes).map((l) => `<li>${escapeHtml(l)}</li>`).join('');
  return page('Confirm Access', `<h1>Confirm Access</h1>
<p><strong id="app-name">${escapeHtml(client.appName)}</strong> wants to access the following details from your account</p>
<ul id="scopes">${items}</ul>
<form method="post" action="${escapeHtml(approvePath)}" id="consent-form">${hidden}<input type="hidden" name="csrf_token" value="${escapeHtml(csrfToken)}">
<div class="actions"><button type="submit" name="action" value="deny" id="deny">Deny</button><button type="submit" name="action" value="allow" id="allow" class="primary">Allow</button></div>
</form>`);
}

/** An error shown to the user instead of redirecting to an untrusted URI (docs/DECISIONS.md D20). */
export function renderErrorPage(error: string, description: string): string {
  return page('Authorization failed', `<h1>Authorization failed</h1><p id="error">${escapeHtml(error)}</p><p id="error-description">${escapeHtml(description)}</p>`);
}
