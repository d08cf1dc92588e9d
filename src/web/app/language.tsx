/**
 * The language the portal shows (docs/i18n.md): the person's own choice, else their company's (client users), else
 * their browser's. The last one shown is remembered in the browser, so a reload starts in it before the server has
 * answered who is signed in; when the answer says otherwise the portal switches. A switch renders every screen again.
 */
import { Fragment, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { languageFromAcceptLanguage, type Language } from '@shared/i18n/languages';
import type { Me } from '@shared/schemas/me';
import type { CatalogAudience } from '@shared/i18n/catalog-files';
import { useCurrentUser } from '../lib/current-user';
import { activateLanguage, activeLanguage, activeLocale, languageSnapshot, subscribeLanguage } from '../lib/i18n';

const REMEMBERED = 'language';
const PSEUDO_SWITCH = 'i18n.pseudo';

interface Wanted {
  language: Language;
  locale: string | null;
  audience: CatalogAudience;
  pseudo: boolean;
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function browserLanguage(): Language {
  return languageFromAcceptLanguage(typeof navigator === 'undefined' ? '' : navigator.languages?.join(',') || navigator.language);
}

/** What the page starts in: the last language shown here, else the browser's. */
export function initialLanguage(): Wanted {
  const remembered = stored(REMEMBERED)?.split('|');
  const language = remembered ? languageFromAcceptLanguage(remembered[0]) : browserLanguage();
  const audience = remembered?.[2] === 'staff' ? 'staff' : 'client';
  return { language, locale: remembered?.[1] || navigator.language, audience, pseudo: stored(PSEUDO_SWITCH) === '1' };
}

function wantedFor(me: Me): Wanted {
  const language = me.language ?? browserLanguage();
  return {
    language,
    locale: me.locale ?? navigator.language,
    audience: me.user.clientId ? 'client' : 'staff',
    pseudo: stored(PSEUDO_SWITCH) === '1',
  };
}

export async function showLanguage(wanted: Wanted): Promise<void> {
  await activateLanguage(wanted.language, wanted);
  try {
    localStorage.setItem(REMEMBERED, [activeLanguage(), activeLocale(), wanted.audience].join('|'));
  } catch {
    // Private windows may refuse storage: the next load starts from the browser's language.
  }
}

let shownFor = '';

/** Renders its children again, from scratch, in each language the signed-in person's account asks for. */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const { me } = useCurrentUser();
  useEffect(() => {
    if (!me) return;
    const wanted = wantedFor(me);
    const key = JSON.stringify(wanted);
    if (key === shownFor) return;
    shownFor = key;
    void showLanguage(wanted);
  }, [me]);
  const snapshot = useSyncExternalStore(subscribeLanguage, languageSnapshot);
  return <Fragment key={snapshot}>{children}</Fragment>;
}
