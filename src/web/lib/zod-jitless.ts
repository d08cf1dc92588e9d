/**
 * zod compiles its object parsers with `new Function` unless told not to, and probes once whether it may: under the
 * portal's Content-Security-Policy (no 'unsafe-eval') the probe is refused and the browser logs a violation on every
 * screen that builds a schema. Parsing without compiling is as correct and fast enough for forms.
 *
 * This is `z.config({ jitless: true })` without importing zod: zod keeps its settings in this global and takes an
 * existing one, so setting it here keeps zod out of the portal's first script (decision 0066). It must run before
 * any schema is built: the portal's entry imports it first. zod-jitless.test.ts checks zod reads it and never probes.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
