import type { Principal } from '../../context/principal.ts';
import { isOAuthError, oauthError, OAuthError } from '../../errors/oauth-error.ts';
import { randomHex } from '../../util/random.ts';
import { loadClient, userMayUseClient, type OAuthClient } from '../clients.ts';
import { formActionSource, pageHeaders, renderConsentPage, renderErrorPage } from '../consent-page.ts';
import { hashToken, newOpaqueToken } from '../issue-tokens.ts';
import { CODE_SECONDS, type OAuthEnv } from '../oauth-env.ts';
import { challengeMethodOf } from '../pkce.ts';
import { splitScopes } from '../store/oauth-store.ts';
import type { OAuthResult } from './result.ts';

export const AUTHORIZE_PATH = '/api/method/svc.integrations.oauth2.authorize';
export const APPROVE_PATH = '/api/method/svc.integrations.oauth2.approve';

/** The parameters of an authorization request that travel through login and the consent form; each may be sent once (RFC 6749 §3.1). */
const REQUEST_PARAMS = ['client_id', 'response_type', 'redirect_uri', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'prompt'];

export interface AuthorizeInput {
  /** Query and form parameters (first value of each). */
  params: Record<string, string>;
  /** Names sent more than once, in the query, the form body, or in both. */
  duplicates: readonly string[];
  user: Principal;
  /** The session's CSRF token; null when the caller has no login session (then it must log in). */
  csrfToken: string | null;
  /** `approve` only: the consent form's `action`. */
  action?: string;
}

interface State {
  env: OAuthEnv;
  input: AuthorizeInput;
  params: Record<string, string>;
  client?: OAuthClient;
  redirectUri?: string;
  scopes?: string[];
  challengeMethod?: 's256' | 'plain' | null;
  /** The `prompt` values (OIDC Core §3.1.2.1), space separated. */
  prompts: string[];
}

/** A step answers a result to stop the flow, or nothing to go on; OAuthErrors after the redirect URI is trusted go back to the client. */
type Step = (s: State) => Promise<OAuthResult | void> | OAuthResult | void;

/** Fatal errors (docs/DECISIONS.md D20): the redirect URI is not trusted yet, so the user sees a page. */
function fatal(description: string): OAuthResult {
  return { kind: 'html', status: 400, html: renderErrorPage('invalid_request', description), headers: pageHeaders(null) };
}

const rejectDuplicates: Step = (s) => {
  const dup = s.input.duplicates.find((d) => REQUEST_PARAMS.includes(d));
  if (dup) return fatal(`Duplicate ${dup} parameter.`);
};

const loadTheClient: Step = async (s) => {
  const id = s.params.client_id;
  if (!id) return fatal('Missing client_id parameter.');
  const client = await loadClient(s.env.site, id);
  if (!client) return fatal('Invalid client_id parameter value.');
  s.client = client;
};

/**
 * RFC 6749 §3.1.2.3 and docs/DECISIONS.md D20: a sent URI must equal a registered one, compared as
 * strings. Without one, a client's only URI is used; with several, its default_redirect_uri is
 * (RFC 6749 would refuse, but Frappe falls back to default_redirect_uri and its clients rely on it).
 */
const checkRedirectUri: Step = (s) => {
  const client = s.client!;
  const sent = s.params.redirect_uri;
  if (sent !== undefined && sent !== '') {
    if (!client.redirectUris.includes(sent)) return fatal('Mismatching redirect URI.');
    s.redirectUri = sent;
    return;
  }
  const fallback = client.redirectUris.length === 1 ? client.redirectUris[0] : client.defaultRedirectUri;
  if (!fallback || !client.redirectUris.includes(fallback)) return fatal('Missing redirect_uri parameter.');
  s.redirectUri = fallback;
};

/** OIDC Core §3.1.2.1: `none` asks for no page at all, so it cannot be combined with another value. */
const checkPrompt: Step = (s) => {
  if (s.prompts.includes('none') && s.prompts.length > 1) throw oauthError('invalid_request', 'prompt=none cannot be combined with other prompt values');
};

/**
 * A Guest (or a caller without a login session) signs in first and comes back here
 * (docs/DECISIONS.md F16); with prompt=none there is no page to show, so the client hears
 * login_required (OIDC Core §3.1.2.6).
 */
const requireLogin: Step = (s) => {
  if (s.input.user.name !== 'Guest' && s.input.csrfToken) return;
  if (s.prompts.includes('none')) throw oauthError('login_required', 'The user is not logged in');
  const back = `${AUTHORIZE_PATH}?${new URLSearchParams(pick(s.params))}`;
  return { kind: 'redirect', status: 302, location: `/login?redirect-to=${encodeURIComponent(back)}` };
};

const checkRoles: Step = (s) => {
  if (!userMayUseClient(s.input.user, s.client!)) throw oauthError('access_denied', 'Your roles do not allow you to use this application');
};

const checkResponseType: Step = (s) => {
  const type = s.params.response_type;
  if (!type) throw oauthError('invalid_request', 'Missing response_type parameter.');
  if (type !== 'code' || s.client!.responseType !== 'code') throw oauthError('unsupported_response_type', `response_type ${type} is not supported for this client`);
};

/** Requested scopes must all be the client's (docs/DECISIONS.md F16); none means all of them. */
const checkScope: Step = (s) => {
  const requested = splitScopes(s.params.scope);
  const client = s.client!;
  const unknown = requested.filter((r) => !client.scopes.includes(r));
  if (unknown.length > 0) throw oauthError('invalid_scope', `Scope not allowed for this client: ${unknown.join(' ')}`);
  s.scopes = requested.length > 0 ? [...new Set(requested)] : [...client.scopes];
};

/** PKCE (docs/DECISIONS.md D18, D21): any case of S256, plain by default; public clients must use S256. */
const checkPkce: Step = (s) => {
  s.challengeMethod = challengeMethodOf(s.params.code_challenge || undefined, s.params.code_challenge_method || undefined);
  if (s.client!.isPublic && s.challengeMethod !== 's256') throw oauthError('invalid_request', 'Public clients must use PKCE with code_challenge_method S256');
};

/** The nonce is stored with the code (OAuth Authorization Code.nonce is Data(255)) and echoed in the id_token. */
const NONCE_MAX = 255;

const checkNonce: Step = (s) => {
  if ((s.params.nonce ?? '').length > NONCE_MAX) throw oauthError('invalid_request', `nonce is longer than ${NONCE_MAX} characters`);
};

/** The checks of `authorize` and `approve`, in order; each row names what it enforces. */
const checks: Array<[string, Step]> = [
  ['reject duplicated parameters', rejectDuplicates],
  ['load the client', loadTheClient],
  ['check the redirect URI', checkRedirectUri],
  ['check prompt', checkPrompt],
  ['require a logged-in user', requireLogin],
  ['check the client’s allowed roles', checkRoles],
  ['check the response type', checkResponseType],
  ['check the scope', checkScope],
  ['check PKCE', checkPkce],
  ['check the nonce', checkNonce],
];

/**
 * `authorize` (GET or POST): after the checks, a client with skip_authorization or a user who
 * already approved these scopes gets the code at once (unless prompt=consent asks again); anyone
 * else sees the consent page, or, with prompt=none, the client hears consent_required.
 */
export function authorize(env: OAuthEnv, input: AuthorizeInput): Promise<OAuthResult> {
  return run(env, input, async (s) => {
    const consent = s.client!.skipAuthorization ? null : await env.store.findConsent(s.input.user.name, s.client!.id);
    const remembered = consent !== null && s.scopes!.every((x) => consent.scopes.includes(x));
    if (s.client!.skipAuthorization || (remembered && !s.prompts.includes('consent'))) return issueCode(s, 302);
    if (s.prompts.includes('none')) throw oauthError('consent_required', 'The user has not approved this application yet');
    const html = renderConsentPage(s.client!, s.scopes!, pick(s.params), s.input.csrfToken!, APPROVE_PATH);
    return { kind: 'html', status: 200, html, headers: pageHeaders(formActionSource(s.redirectUri!)) };
  });
}

/**
 * `approve`: the consent form's POST (docs/DECISIONS.md D22; the HTTP layer has checked its CSRF token
 * against the session). Allow remembers the consent and redirects with a code; Deny redirects with
 * `error=access_denied` and the state.
 */
export function approve(env: OAuthEnv, input: AuthorizeInput): Promise<OAuthResult> {
  return run(env, input, async (s) => {
    if (input.action === 'allow') {
      await env.store.saveConsent({ user: input.user.name, clientId: s.client!.id, scopes: s.scopes! }, env.now);
      return issueCode(s, 303);
    }
    if (input.action === 'deny') throw oauthError('access_denied', 'The user denied access');
    throw oauthError('invalid_request', 'The consent form must say allow or deny');
  });
}

async function run(env: OAuthEnv, input: AuthorizeInput, finish: (s: State) => Promise<OAuthResult>): Promise<OAuthResult> {
  const s: State = { env, input, params: input.params, prompts: splitScopes(input.params.prompt) };
  try {
    for (const [, step] of checks) {
      const result = await step(s);
      if (result) return result;
    }
    return await finish(s);
  } catch (err) {
    if (!isOAuthError(err) || !s.redirectUri) throw err;
    return errorRedirect(s, err);
  }
}

/** RFC 6749 §4.1.2.1: the error, its description and the state, added to the redirect URI's query. */
function errorRedirect(s: State, err: OAuthError): OAuthResult {
  const url = new URL(s.redirectUri!);
  url.searchParams.set('error', err.error);
  url.searchParams.set('error_description', err.description);
  if (s.params.state !== undefined) url.searchParams.set('state', s.params.state);
  return { kind: 'redirect', status: s.input.action === undefined ? 302 : 303, location: url.toString() };
}

/** Stores a new single-use code bound to client, user, redirect URI, scope, nonce and challenge (docs/DECISIONS.md D19). */
async function issueCode(s: State, status: 302 | 303): Promise<OAuthResult> {
  const code = newOpaqueToken();
  await s.env.store.saveCode({
    id: randomHex(20),
    codeHash: hashToken(code),
    clientId: s.client!.id,
    user: s.input.user.name,
    scopes: s.scopes!,
    redirectUri: s.redirectUri!,
    nonce: s.params.nonce || null,
    challenge: s.params.code_challenge || null,
    challengeMethod: s.challengeMethod ?? null,
    expiresAt: s.env.now + CODE_SECONDS,
  }, s.env.now);
  const url = new URL(s.redirectUri!);
  url.searchParams.set('code', code);
  if (s.params.state !== undefined) url.searchParams.set('state', s.params.state);
  return { kind: 'redirect', status, location: url.toString() };
}

function pick(params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of REQUEST_PARAMS) if (params[k] !== undefined) out[k] = params[k];
  return out;
}
