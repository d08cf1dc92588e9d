import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client';
import { useTheme } from '../lib/theme';

export function Providers({ children }: { children: ReactNode }) {
  // One client per mounted app (not a module singleton), so tests and hot reloads start clean.
  const [queryClient] = useState(createQueryClient);
  const theme = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-right" duration={5000} richColors closeButton theme={theme} />
    </QueryClientProvider>
  );
}
