/**
 * Which origins may send state-changing requests (docs/decisions/0022-trusted-origins-and-sign-in-limits.md): APP_URL's,
 * those listed in TRUSTED_ORIGINS, and the request's own: a page opened at http://127.0.0.1:3000 or the machine's LAN
 * address posts back to that same address, which is same-origin whatever APP_URL says. Behind a proxy (TRUST_PROXY)
 * the address the browser used is in X-Forwarded-Host and X-Forwarded-Proto.
 */
import type { Env } from '../env';

type OriginEnv = Pick<Env, 'APP_URL' | 'TRUSTED_ORIGINS' | 'TRUST_PROXY'>;

const first = (value: string | null | undefined) => value?.split(',')[0]?.trim() || null;

/** The origin the browser sent this request to (scheme and host, port included), or null when it cannot be told. */
export function requestOrigin(request: Request, trustProxy: boolean): string | null {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  const forwardedHost = trustProxy ? first(request.headers.get('x-forwarded-host')) : null;
  const forwardedProto = trustProxy ? first(request.headers.get('x-forwarded-proto')) : null;
  const host = forwardedHost ?? request.headers.get('host') ?? url.host;
  const protocol = forwardedProto ? `${forwardedProto.replace(/:$/, '')}:` : url.protocol;
  try {
    return new URL(`${protocol}//${host}`).origin;
  } catch {
    return null;
  }
}

/** APP_URL's origin and TRUSTED_ORIGINS: trusted whatever host a request names. */
export function configuredOrigins(env: Pick<Env, 'APP_URL' | 'TRUSTED_ORIGINS'>): string[] {
  return [new URL(env.APP_URL).origin, ...env.TRUSTED_ORIGINS];
}

/** Every origin trusted for this request: the configured ones and the request's own. */
export function trustedOriginsFor(env: OriginEnv, request: Request | undefined): string[] {
  const own = request ? requestOrigin(request, env.TRUST_PROXY) : null;
  return own ? [...configuredOrigins(env), own] : configuredOrigins(env);
}

export function isTrustedOrigin(env: OriginEnv, request: Request, origin: string): boolean {
  return trustedOriginsFor(env, request).includes(origin);
}
