/**
 * The public page for a signed-in visitor: the same prerendered HTML, with a "Go to the portal" link the server adds
 * before the page's root element. No script and no request of the page's own (its JavaScript budget, decision 0006),
 * and outside what React hydrates, so hydration never sees it. The Login button stays: /login still sends a signed-in
 * user to their home.
 */
import type { Language } from '@shared/i18n/languages';
import { translator } from './i18n';

const ROOT = '<div id="root">';

/** The language a visitor chose in the public page's switcher (src/web/features/landing/language-switcher.tsx). */
export const SITE_LANGUAGE_COOKIE = 'site_language';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function landingWithPortalLink(html: string, homePath: string, language: Language = 'en'): string {
  if (!html.includes(ROOT)) return html;
  // Classes the page's own stylesheet already has (its Login button's); the layout is inline (styles allow it).
  const link =
    `<div data-portal-link class="bg-primary text-primary-foreground text-sm font-semibold" style="text-align:center;padding:0.5rem 1rem">` +
    `<a href="${escapeAttribute(homePath)}" style="color:inherit;text-decoration:underline;text-underline-offset:3px">` +
    `${escapeAttribute(translator(language)('landing.portalLink'))}</a></div>`;
  return html.replace(ROOT, `${link}${ROOT}`);
}
