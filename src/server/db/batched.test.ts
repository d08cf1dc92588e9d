import { describe, expect, it } from 'vitest';
import { batched } from './batched';

/** A lookup whose queries the test answers by hand, recording the keys of each. */
function manual() {
  const queries: Array<{ keys: string[]; answer(values: Record<string, number>): void; fail(error: Error): void }> = [];
  const run = (keys: string[]) =>
    new Promise<Map<string, number>>((resolve, reject) => {
      queries.push({ keys, answer: (values) => resolve(new Map(Object.entries(values))), fail: reject });
    });
  return { queries, run };
}

/**
 * Not a guess at a duration: a macrotask runs only after every pending promise job, so once it fires, whatever the
 * lookups would send from what has happened so far has been sent. What is *not* sent yet is what these tests check.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('batched lookups', () => {
  it('sends a lone lookup at once, in a query of its own', async () => {
    const { queries, run } = manual();
    const lookup = batched(run, { atOnce: 2, perQuery: 100 });
    const value = lookup('a');
    await settle();
    expect(queries.map((q) => q.keys)).toEqual([['a']]);
    queries[0]!.answer({ a: 1 });
    expect(await value).toBe(1);
  });

  it('holds lookups beyond `atOnce` and sends all that waited in one query when one finishes', async () => {
    const { queries, run } = manual();
    const lookup = batched(run, { atOnce: 2, perQuery: 100 });
    const values = ['a', 'b', 'c', 'd', 'e', 'c'].map((key) => lookup(key));
    await settle();
    expect(queries.map((q) => q.keys)).toEqual([['a'], ['b']]);
    queries[0]!.answer({ a: 1 });
    await settle();
    // 'c' asked twice is looked up once; 'd' has no value.
    expect(queries[2]!.keys).toEqual(['c', 'd', 'e']);
    queries[1]!.answer({ b: 2 });
    queries[2]!.answer({ c: 3, e: 5 });
    expect(await Promise.all(values)).toEqual([1, 2, 3, undefined, 5, 3]);
  });

  it('splits what waited into queries of at most `perQuery` keys', async () => {
    const { queries, run } = manual();
    const lookup = batched(run, { atOnce: 1, perQuery: 2 });
    const values = ['a', 'b', 'c', 'd', 'e'].map((key) => lookup(key));
    await settle();
    queries[0]!.answer({});
    await settle();
    queries[1]!.answer({});
    await settle();
    queries[2]!.answer({});
    expect(queries.map((q) => q.keys)).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
    expect(await Promise.all(values)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('fails every lookup of a failed query, and only those', async () => {
    const { queries, run } = manual();
    const lookup = batched(run, { atOnce: 1, perQuery: 100 });
    const first = lookup('a');
    const later = [lookup('b'), lookup('c')];
    await settle();
    queries[0]!.fail(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await settle();
    queries[1]!.answer({ b: 2, c: 3 });
    expect(await Promise.all(later)).toEqual([2, 3]);
  });
});
