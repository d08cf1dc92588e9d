// First: zod must be told not to compile parsers before any module builds a schema (see the module).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initialLanguage, showLanguage } from './app/language';
import { preloadScreensFor } from './app/router';
import { meQueryOptions } from './lib/current-user';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Who is signed in decides what renders first: ask now, alongside the screen's download and its data, rather than once
// React has rendered the route guard.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(meQueryOptions);
preloadScreensFor(window.location.pathname, queryClient);

// The first render as a transition: React then renders in slices and gives the browser the main thread between
// them, instead of one long task for the whole shell and screen (Lighthouse's blocking time counts every task over
// 50 ms). The page's HTML already shows the loading spinner meanwhile.
const root = createRoot(container);
// Another language than English waits for its one file (fetched alongside the rest), so nothing shows in English first.
await showLanguage(initialLanguage());
startTransition(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
