import { useEffect } from 'react';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { pageTitle } from './content';
import { HeroSection } from './hero-section';
import { ServicesSection } from './services-section';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WorkSection } from './work-section';
import { t } from '@web/lib/messages/landing';

/**
 * The public site. It renders the same on the server (scripts/postbuild.tsx) and in the browser, so nothing
 * here reads window or storage while rendering; scroll position and theme arrive in effects. It carries no router
 * or query client, so it runs both as its own small entry (landing-main.tsx) and as a lazy screen inside the SPA.
 */
export function LandingPage() {
  useEffect(() => {
    // For client-side navigation to '/' in the SPA; the prerendered page already has this title.
    document.title = t(pageTitle);
  }, []);

  return (
    <div id="top" className="min-h-dvh bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg"
      >
        {t('landing.nav.skip')}
      </a>
      <SiteHeader />
      <main id="main">
        <HeroSection />
        <ServicesSection />
        <AboutSection />
        <WorkSection />
        <ContactSection />
      </main>
      <SiteFooter />
    </div>
  );
}
