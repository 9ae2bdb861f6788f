import { parseUpstreamJson, requestUpstream } from '../upstream/fetch-json.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { StandardSchema } from '../standard-schema.js';

export interface ClientCredentials {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
}

/** Where an OAuth 2 access token comes from; `invalidate` drops one the server refused (a 401). */
export interface TokenSource {
  token(): Promise<string>;
  invalidate(token: string): void;
}

interface TokenAnswer {
  access_token: string;
  expires_in?: number;
}

/** RFC 6749 section 5.1: a bearer token and, usually, its lifetime in seconds. */
const TokenAnswerSchema: StandardSchema<TokenAnswer> = {
  '~standard': {
    validate(value) {
      const answer = value as Partial<Record<string, unknown>> | null;
      if (typeof answer !== 'object' || answer === null) return { issues: [{ message: 'Expected a token object' }] };
      if (typeof answer.access_token !== 'string' || answer.access_token === '') return { issues: [{ message: 'Expected an access_token', path: ['access_token'] }] };
      const expiresIn = answer.expires_in === undefined ? undefined : Number(answer.expires_in);
      if (expiresIn !== undefined && !(Number.isFinite(expiresIn) && expiresIn > 0)) return { issues: [{ message: 'Expected a positive expires_in', path: ['expires_in'] }] };
      return { value: { access_token: answer.access_token, ...(expiresIn === undefined ? {} : { expires_in: expiresIn }) } };
    },
  },
};

/** A token without expires_in is used for an hour, then fetched again (a 401 also renews it). */
const DEFAULT_LIFETIME_S = 3600;

/**
 * Renews this long before expiry: a tenth of the lifetime, at most a minute, so a request never
 * leaves with a token about to lapse on its way.
 */
export function renewalMarginMs(lifetimeS: number): number {
  return Math.min(60_000, (lifetimeS * 1000) / 10);
}

/**
 * OAuth 2 client-credentials grant (RFC 6749 section 4.4), as RESO Web API servers use it. The
 * client authenticates with `client_id` and `client_secret` in the form body (what the RESO
 * vendors document; section 2.3.1 allows it). One token is shared; concurrent callers wait on the
 * same request; it is renewed before it expires.
 */
export function clientCredentialsTokens(options: ClientCredentials): TokenSource {
  const now = options.now ?? Date.now;
  let current: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  const fetchToken = async (): Promise<string> => {
    const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: options.clientId, client_secret: options.clientSecret });
    const answer = await requestUpstream(options.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      // A 307/308 would re-send the client secret to wherever it points.
      redirect: 'error',
      timeoutMs: options.timeoutMs,
      ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
    });
    if (answer.status !== 200) throw new UpstreamError('status', `token endpoint answered HTTP ${answer.status}`);
    const { access_token: token, expires_in: lifetimeS = DEFAULT_LIFETIME_S } = parseUpstreamJson(answer.text, TokenAnswerSchema);
    current = { token, renewAt: now() + lifetimeS * 1000 - renewalMarginMs(lifetimeS) };
    return token;
  };

  return {
    token() {
      if (current && now() < current.renewAt) return Promise.resolve(current.token);
      pending ??= fetchToken().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate(token) {
      if (current?.token === token) current = undefined;
    },
  };
}
