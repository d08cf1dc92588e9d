import { useEffect, useState } from 'react';
import { useTheme } from '../../lib/theme';
import { LANDING_TOASTER_ID, loadSonner } from './notify';

type ToasterComponent = Awaited<ReturnType<typeof loadSonner>>['Toaster'];

/**
 * Sonner's Toaster, mounted once its chunk has arrived (right after hydration). Renders nothing on the server and in
 * the first browser render, so the two agree.
 */
export function LandingToaster() {
  const theme = useTheme();
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);

  useEffect(() => {
    let mounted = true;
    loadSonner().then(
      (module) => {
        // A function updater, since the value itself is a component (a function).
        if (mounted) setToaster(() => module.Toaster);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);

  if (!Toaster) return null;
  return <Toaster id={LANDING_TOASTER_ID} position="top-right" duration={5000} richColors closeButton theme={theme} />;
}
