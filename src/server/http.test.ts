import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './http';

describe('fieldErrors', () => {
  it("names an unknown field called '__proto__' (found by the fuzz tests: it used to vanish, leaving no field)", () => {
    const parsed = z.strictObject({ page: z.string().optional() }).safeParse(JSON.parse('{"__proto__": "x"}'));
    expect(parsed.success).toBe(false);
    const fields = fieldErrors(parsed.error!);
    expect(Object.keys(fields)).toEqual(['__proto__']);
    expect(JSON.parse(JSON.stringify({ fields }))).toEqual(JSON.parse('{"fields": {"__proto__": "errors.unknownField"}}'));
  });
});
