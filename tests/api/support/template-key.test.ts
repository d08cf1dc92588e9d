import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseKey, staleReason, templateHash, TEMPLATE_MAX_AGE_MS } from './template-key';

const HOUR = 60 * 60 * 1000;

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'template-key-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('the seeded test database is reused', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('while its inputs are the same, and not when a migration, the seed or the lock file changes', () => {
    const files = {
      'src/server/db/migrations/0000_init.sql': 'create table a (id int);',
      'src/server/db/seed/demo.ts': 'export const seed = 1;',
      'src/server/db/seed/demo.test.ts': 'it()',
      'package-lock.json': '{}',
    };
    const same = templateHash(tree(files));
    expect(templateHash(tree(files))).toBe(same);
    // A test beside the seed builds nothing: it does not count.
    expect(templateHash(tree({ ...files, 'src/server/db/seed/demo.test.ts': 'it("counts", () => {});' }))).toBe(same);
    expect(templateHash(tree({ ...files, 'src/server/db/migrations/0000_init.sql': 'create table a (id bigint);' }))).not.toBe(same);
    expect(templateHash(tree({ ...files, 'src/server/db/migrations/0001_more.sql': 'create table b (id int);' }))).not.toBe(same);
    expect(templateHash(tree({ ...files, 'src/server/db/seed/demo.ts': 'export const seed = 2;' }))).not.toBe(same);
    expect(templateHash(tree({ ...files, 'package-lock.json': '{"v":2}' }))).not.toBe(same);
  });

  it('on the day it was seeded and for six hours at most', () => {
    vi.stubEnv('CI', '');
    vi.stubEnv('TEST_TEMPLATE_REBUILD', '');
    const now = new Date('2026-03-10T12:00:00Z');
    const key = (msAgo: number) => ({ hash: 'h', seededAt: new Date(now.getTime() - msAgo).toISOString() });
    expect(staleReason(key(HOUR), 'h', now)).toBeNull();
    expect(staleReason(key(TEMPLATE_MAX_AGE_MS), 'h', now)).toBeNull();
    expect(staleReason(key(TEMPLATE_MAX_AGE_MS + 1), 'h', now)).toMatch(/six hours/);
    expect(staleReason(key(HOUR), 'other', now)).toMatch(/changed/);
    expect(staleReason(null, 'h', now)).toMatch(/none/);
    // Two hours after midnight, a template from the evening before answers "today" for the wrong day.
    const early = new Date('2026-03-10T01:00:00Z');
    expect(staleReason({ hash: 'h', seededAt: '2026-03-09T23:30:00Z' }, 'h', early)).toMatch(/another day/);
    // A clock set back, or a key from the future: not trusted.
    expect(staleReason(key(-HOUR), 'h', now)).not.toBeNull();
  });

  it('never on CI, nor when asked to seed anew', () => {
    const now = new Date();
    const fresh = { hash: 'h', seededAt: now.toISOString() };
    vi.stubEnv('CI', 'true');
    expect(staleReason(fresh, 'h', now)).toMatch(/CI/);
    vi.stubEnv('CI', '');
    vi.stubEnv('TEST_TEMPLATE_REBUILD', '1');
    expect(staleReason(fresh, 'h', now)).toMatch(/TEST_TEMPLATE_REBUILD/);
  });

  it('reads only a well-formed key', () => {
    expect(parseKey('{"hash":"h","seededAt":"2026-03-10T12:00:00Z"}')).toEqual({ hash: 'h', seededAt: '2026-03-10T12:00:00Z' });
    expect(parseKey('not json')).toBeNull();
    expect(parseKey('{"hash":1}')).toBeNull();
    expect(parseKey(null)).toBeNull();
  });
});
