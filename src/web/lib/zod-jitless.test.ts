import { afterAll, describe, expect, it } from 'vitest';
import mainSource from '../main.tsx?raw';

/**
 * Counts `new Function(...)` and refuses it, as a Content-Security-Policy without 'unsafe-eval' does. zod is loaded
 * once a test file, so the order here is the entry's: the proxy, then the setting, then zod and the schemas.
 * (Without the setting, zod probes at the first object schema it builds.)
 */
let probes = 0;
const RealFunction = globalThis.Function;
globalThis.Function = new Proxy(RealFunction, {
  construct() {
    probes++;
    throw new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' is not allowed");
  },
});
afterAll(() => {
  globalThis.Function = RealFunction;
});

describe('zod in the browser', () => {
  it('never calls new Function, building and parsing the shared schemas, once the entry has configured it', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    const { CreateTaskInput } = await import('../../shared/schemas/tasks');
    expect(z.config().jitless).toBe(true);
    expect(CreateTaskInput.safeParse({ title: '' }).success).toBe(false);
    expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(probes).toBe(0);
  });

  it("is the portal entry's first import, before any module that could build a schema", () => {
    expect(mainSource.match(/^import .*$/m)?.[0]).toBe("import './lib/zod-jitless';");
  });
});
