/**
 * Entry of the public landing page (landing.html): no router, no query client, no zod, so the page stays within its
 * script budget. The HTML already holds the page (scripts/postbuild.tsx); this only makes it interactive.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageOf } from '@shared/i18n/languages';
import { LandingPage } from './features/landing/landing-page';
import { activateLanguage } from './lib/i18n';
import { loadLandingWords } from './lib/messages/landing';
import './landing.css';

const container = document.getElementById('root');
if (!container) throw new Error('landing.html has no #root element');

const page = (
  <StrictMode>
    <LandingPage />
  </StrictMode>
);

// The page's language is the one it was prerendered in (/es/ and /de/ are landing-es.html, landing-de.html): its
// words (one file, English's too) load before hydrating, so what React renders matches the HTML.
const language = languageOf(document.documentElement.lang) ?? 'en';
await loadLandingWords(language);
await activateLanguage(language, { audience: 'landing' });

// `vite dev` serves landing.html unrendered (only the <!--landing--> marker inside #root): render from scratch there.
// Hydrating in a transition lets React yield every few milliseconds instead of holding the main thread for the whole
// page: the page is already on screen, so a visitor's scroll or tap need not wait for it (Lighthouse's TBT).
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, page));
else createRoot(container).render(page);
