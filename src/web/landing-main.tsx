/**
 * Entry of the public landing page (landing.html): no router, no query client, no zod, so the page stays within its
 * script budget. The HTML already holds the page (scripts/postbuild.tsx); this only makes it interactive.
 */
import { StrictMode } from 'react';
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
if (container.firstElementChild) hydrateRoot(container, page);
else createRoot(container).render(page);
