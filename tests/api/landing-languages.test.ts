/** The public page in each language: /es/ and /de/ are prerendered pages, and / sends a first Spanish or German visit there. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from './support/harness';

const HREFLANG =
  '<link rel="alternate" hreflang="en" href="/"><link rel="alternate" hreflang="es" href="/es/">' +
  '<link rel="alternate" hreflang="de" href="/de/"><link rel="alternate" hreflang="x-default" href="/">';
const page = (lang: string, h1: string) =>
  `<!doctype html><html lang="${lang}"><head>${HREFLANG}</head><body><div id="root"><h1>${h1}</h1></div></body></html>`;

let t: TestApp;
let web: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  const root = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'landing.html'), page('en', 'We Think Business'));
  writeFileSync(path.join(root, 'landing-es.html'), page('es', 'Pensamos en su negocio'));
  writeFileSync(path.join(root, 'landing-de.html'), page('de', 'Wir denken unternehmerisch'));
  writeFileSync(path.join(root, 'theme-init.js'), '');
  web = createApp({ ...t.deps, webRoot: root });
});
afterAll(() => t.close());

const open = async (url: string, headers: Record<string, string> = {}) => {
  const res = await web.request(`${APP_URL}${url}`, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
};

describe('the landing page in each language', () => {
  it('/es/ and /de/ serve the translated pages, with their lang and hreflang links', async () => {
    const es = await open('/es/');
    expect(es.status).toBe(200);
    expect(es.html).toContain('<html lang="es">');
    expect(es.html).toContain('Pensamos en su negocio');
    expect(es.html).toContain('hreflang="x-default" href="/"');
    const de = await open('/de/');
    expect(de.status).toBe(200);
    expect(de.html).toContain('<html lang="de">');
    expect(de.html).toContain('Wir denken unternehmerisch');
    expect(de.html).toContain('hreflang="es" href="/es/"');
  });

  it('/es and /de redirect to their slash form', async () => {
    expect((await open('/es')).headers.get('location')).toMatch(/\/es\/$/);
    expect((await open('/de')).headers.get('location')).toMatch(/\/de\/$/);
  });

  it('/ sends a Spanish browser to /es/, varying on the headers it read', async () => {
    const res = await open('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/es\/$/);
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect((await open('/', { 'accept-language': 'de-DE' })).headers.get('location')).toMatch(/\/de\/$/);
  });

  it('/ keeps English for a visitor who chose it, and for an English browser', async () => {
    const chose = await open('/', { 'accept-language': 'es-MX,es', cookie: 'site_language=en' });
    expect(chose.status).toBe(200);
    expect(chose.html).toContain('<html lang="en">');
    expect(chose.headers.get('vary')).toMatch(/Accept-Language/);
    const english = await open('/', { 'accept-language': 'en-US,en' });
    expect(english.status).toBe(200);
    expect(english.html).toContain('We Think Business');
  });

  it('a signed-in visitor gets the portal link in the page’s language', async () => {
    const res = await open('/de/', { cookie: await t.as(DEMO_ACCOUNTS.admin) });
    expect(res.status).toBe(200);
    expect(res.html).toContain('Sie sind angemeldet. Zum Portal');
    expect(res.html).toContain('<html lang="de">');
  });
});
