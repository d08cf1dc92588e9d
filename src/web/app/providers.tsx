import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client';
import { useTheme } from '../lib/theme';

/** `queryClient`: one the page made before rendering, to start the first requests early (src/web/main.tsx). */
export function Providers({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  // One client per mounted app (not a module singleton), so tests and hot reloads start clean.
  const [queryClient] = useState(() => given ?? createQueryClient());
  const theme = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-right" duration={5000} richColors closeButton theme={theme} />
    </QueryClientProvider>
  );
}
