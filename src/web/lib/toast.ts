/**
 * Toasts, with sonner (about 10 KB gzip) loaded by the first one rather than with the app's first script: most visits
 * show none, and none before the first screen is up. Every toast goes through here, never through sonner directly,
 * so the toaster is on the page whenever one is shown (Providers renders it once `useToasterWanted` says so).
 * A toast published before the toaster has subscribed is not lost: sonner hands a new toaster the toasts already
 * open.
 */
import { useSyncExternalStore } from 'react';

type Sonner = typeof import('sonner');
type Show = Sonner['toast']['success'];

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

function show(kind: 'success' | 'error'): (...args: Parameters<Show>) => void {
  return (...args) =>
    void loadSonner()
      .then((m) => m.toast[kind](...args))
      .catch(() => {
        // The toaster's code did not download (offline): the message is lost, the action it reports is not.
      });
}

export const toast = { success: show('success'), error: show('error') };

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast has been asked for: the toaster is rendered (and its code loaded) from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => sonner !== undefined,
    () => false,
  );
}
