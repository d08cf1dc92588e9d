/**
 * The response headers of a request made with an API key (src/server/auth/guards.ts), as the OpenAPI document's
 * `components.headers`: the IETF draft's RateLimit-* fields (draft-ietf-httpapi-ratelimit-headers) and, on 429,
 * Retry-After. Operations refer to them by name (route.ts); the document declares them once (reference.ts).
 */
export const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy'] as const;

const integer = { type: 'integer' as const, minimum: 0 };

export const RATE_LIMIT_HEADER_OBJECTS = {
  'RateLimit-Limit': { description: 'Requests this API key may make in one window (API key requests only).', schema: integer },
  'RateLimit-Remaining': { description: 'Requests left in the current window, this one counted.', schema: integer },
  'RateLimit-Reset': { description: 'Seconds until the window starts again.', schema: integer },
  'RateLimit-Policy': { description: 'The limit and its window in seconds, e.g. `600;w=60`.', schema: { type: 'string' as const } },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: integer },
};
