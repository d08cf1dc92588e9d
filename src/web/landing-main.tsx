/**
 * Entry of the public landing page (landing.html): no router, no query client, no zod, so the page stays within its
 * script budget. The HTML already holds the page (scripts/postbuild.tsx); this only makes it interactive.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingPage } from './features/landing/landing-page';
import './landing.css';

const container = document.getElementById('root');
if (!container) throw new Error('landing.html has no #root element');

const page = (
  <StrictMode>
    <LandingPage />
  </StrictMode>
);

// `vite dev` serves landing.html unrendered (only the <!--landing--> marker inside #root): render from scratch there.
// Hydrating in a transition lets React yield every few milliseconds instead of holding the main thread for the whole
// page: the page is already on screen, so a visitor's scroll or tap need not wait for it (Lighthouse's TBT).
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, page));
else createRoot(container).render(page);
