import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, activeLocale, namespace, PSEUDO } from './i18n';

const t = namespace({ 'common.test.count': '{count, plural, one {# task} other {# tasks}} for {name}' });

afterEach(() => activateLanguage('en', { audience: 'staff' }));

describe('i18n', () => {
  it('formats English plurals and placeholders', () => {
    expect(t('common.test.count', { count: 1, name: 'Ana' })).toBe('1 task for Ana');
    expect(t('common.test.count', { count: 3, name: 'Ana' })).toBe('3 tasks for Ana');
  });

  it('falls back to English for a key the language lacks, and follows the locale', async () => {
    await activateLanguage('de', { audience: 'staff' });
    expect(t('common.test.count', { count: 2, name: 'Jo' })).toBe('2 tasks for Jo');
    expect(activeLocale()).toBe('de-DE');
    expect(document.documentElement.lang).toBe('de');
  });

  it("gives a screen loaded after its language's file that file's words (the file lists them in English's key order)", async () => {
    await activateLanguage('es', { audience: 'client' });
    const search = await import('./messages/search');
    expect(search.t('search.group.projects')).toBe('Proyectos');
    expect(search.t('search.group.communications')).toBe('Comunicaciones');
  });

  it('shows the pseudo-locale accented and longer', async () => {
    await activateLanguage('en', { audience: 'staff', pseudo: true });
    expect(document.documentElement.lang).toBe(PSEUDO);
    expect(t('common.test.count', { count: 2, name: 'Jo' })).toBe('[2 táškš fór Jo~~~~~~~~]');
  });
});
