/**
 * Toasts for the landing page, with sonner loaded on demand: nothing toasts before the first form submit, so its
 * ~10 KB (gzip) stays out of the page's first download. Sonner replays toasts raised before its Toaster subscribes,
 * so a very early call is not lost either.
 */
type Sonner = typeof import('sonner');

/** The landing page's toaster id: inside the SPA the portal's own Toaster is mounted too, and must not repeat these. */
export const LANDING_TOASTER_ID = 'landing';

let sonner: Promise<Sonner> | undefined;

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

function show(kind: 'success' | 'error', title: string, description: string): void {
  loadSonner().then(
    ({ toast }) => toast[kind](title, { description, toasterId: LANDING_TOASTER_ID }),
    // The chunk failed to load (offline): the form still shows its messages inline.
    () => undefined,
  );
}

export const notify = {
  success: (title: string, description: string) => show('success', title, description),
  error: (title: string, description: string) => show('error', title, description),
};
