import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate } from 'react-router';
import type { Language } from '@shared/i18n/languages';
import { homePathFor } from '../../shared/roles';
import { useCurrentUser } from '../lib/current-user';
import { activeLanguage } from '../lib/i18n';

// The landing page's words are a file of their own in every language (English's too), which the portal's language
// files do not carry: the page in a language loads with its words.
const pages = new Map<Language, LazyExoticComponent<ComponentType>>();
function landingPageIn(language: Language) {
  if (!pages.has(language)) {
    const page = () => import('../features/landing/landing-page');
    // Imported here, never statically: the landing page's own entry (landing.html) shares the module, and a static
    // import from the portal would put the portal's code in the file that page loads.
    const words = () => import('../lib/messages/landing').then((m) => m.loadLandingWords(language));
    pages.set(
      language,
      lazy(() => Promise.all([page(), words()]).then(([m]) => ({ default: m.LandingPage }))),
    );
  }
  return pages.get(language)!;
}

/** `/`: the public landing page, or a signed-in user's own home. */
export function HomeRoute() {
  const { me, isLoading } = useCurrentUser();
  // Nothing at all while we do not know yet: the landing page must not flash before a redirect.
  if (isLoading) return null;
  const home = me ? homePathFor(me.user.role) : '/';
  // An unknown role's home is '/', so it stays here rather than redirecting in a loop.
  if (home !== '/') return <Navigate to={home} replace />;
  const LandingPage = landingPageIn(activeLanguage());
  return <LandingPage />;
}
