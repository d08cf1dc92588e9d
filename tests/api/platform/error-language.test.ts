/**
 * Errors speak the reader's language (docs/i18n.md): the message and every field message of an error answer follow the
 * request's Accept-Language, which the portal sets to the language it shows (reader-language.ts); English stays word
 * for word.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let admin: string;
let category: string;

const inLanguage = (language: string | undefined) => (language ? { 'accept-language': language } : undefined);
const createProject = (language?: string) =>
  t.request('/api/projects', { cookie: admin, headers: inLanguage(language), body: { name: '', clientId: '' } });
const projectById = (language?: string) => t.request(`/api/projects/${randomUUID()}`, { cookie: admin, headers: inLanguage(language) });
const duplicateCategory = (language?: string) =>
  t.request('/api/expense-categories', { cookie: admin, headers: inLanguage(language), body: { name: category } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as(DEMO_ACCOUNTS.admin);
  const list = await t.request('/api/expense-categories', { cookie: admin });
  expect(list.status, list.text).toBe(200);
  category = (list.json.items ?? list.json)[0].name;
});
afterAll(() => t.close());

describe('error messages in the reader’s language', () => {
  it('a Spanish reader gets a Spanish validation message, its field messages (with their labels) too', async () => {
    const res = await createProject('es-MX,es;q=0.9,en;q=0.5');
    expect(res.status, res.text).toBe(400);
    expect(res.json.error).toMatchObject({
      code: 'validation_failed',
      message: 'Algunos campos no son válidos.',
      // A field's own label is in the reader's language too.
      fields: { clientId: 'Debe seleccionar un cliente', name: 'Nombre del proyecto: campo obligatorio' },
    });
  });

  it('a German reader gets a German 404 and 409', async () => {
    const missing = await projectById('de-DE,de;q=0.9');
    expect(missing.status, missing.text).toBe(404);
    expect(missing.json.error).toEqual({ code: 'not_found', message: 'Projekt nicht gefunden.' });

    const taken = await duplicateCategory('de');
    expect(taken.status, taken.text).toBe(409);
    expect(taken.json.error).toMatchObject({ code: 'conflict', message: 'Eine aktive Kategorie hat bereits diesen Namen.' });
  });

  it('a German reader who is not signed in is told so in German', async () => {
    const res = await t.request('/api/projects', { headers: inLanguage('de') });
    expect(res.status, res.text).toBe(401);
    expect(res.json.error).toMatchObject({ code: 'unauthorized', message: 'Sie müssen sich anmelden.' });
  });

  it('English stays as it was, with the header, without it, and for a language the product does not speak', async () => {
    for (const language of [undefined, 'en-US', 'fr-FR,fr;q=0.9']) {
      const invalid = await createProject(language);
      expect(invalid.json.error).toMatchObject({
        code: 'validation_failed',
        message: 'Some fields are invalid.',
        fields: { clientId: 'A client must be selected', name: 'Project name is required' },
      });
      expect((await projectById(language)).json.error).toEqual({ code: 'not_found', message: 'Project not found.' });
      expect((await duplicateCategory(language)).json.error).toMatchObject({
        code: 'conflict',
        message: 'An active category already has this name.',
      });
    }
  });
});
