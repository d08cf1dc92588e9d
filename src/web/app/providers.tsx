import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { useTheme } from '../lib/theme';
import { useToasterWanted } from '../lib/toast';
import { useMediaQuery } from '../lib/use-media-query';

// Loaded with the first toast (../lib/toast.ts), not with the app.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** `queryClient`: one the page made before rendering, to start the first requests early (src/web/main.tsx). */
export function Providers({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  // One client per mounted app (not a module singleton), so tests and hot reloads start clean.
  const [queryClient] = useState(() => given ?? createQueryClient());
  const theme = useTheme();
  // Toasts go where they cover nothing one needs: the top bar holds search, notifications and the user menu, so on a
  // desktop they rise from the bottom right; on a phone (sonner spans the width there) they drop in at the top, clear
  // of the keyboard and of a dialog's buttons at the bottom (docs/decisions/0030-toasts-signed-in-hint-landing-js.md),
  // below the 64 px top bar so that they never cover its menu button.
  const wide = useMediaQuery('(min-width: 640px)');
  const belowTopBar = { top: 72 };
  const toasts = useToasterWanted();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasts ? (
        <Suspense fallback={null}>
          <Toaster
            position={wide ? 'bottom-right' : 'top-center'}
            offset={wide ? undefined : belowTopBar}
            mobileOffset={belowTopBar}
            duration={5000}
            richColors
            closeButton
            theme={theme}
          />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
