import { useState } from 'react';

export type ClientView = 'table' | 'cards';

export const CLIENT_VIEW_STORAGE_KEY = 'clients.view';

function readView(): ClientView {
  try {
    return window.localStorage.getItem(CLIENT_VIEW_STORAGE_KEY) === 'cards' ? 'cards' : 'table';
  } catch {
    // Storage can be blocked (private modes, policies): the default still works.
    return 'table';
  }
}

/** Cards or Table, Table by default; the choice is remembered in this browser. */
export function useClientView(): [ClientView, (view: ClientView) => void] {
  const [view, setView] = useState<ClientView>(readView);
  const choose = (next: ClientView) => {
    setView(next);
    try {
      window.localStorage.setItem(CLIENT_VIEW_STORAGE_KEY, next);
    } catch {
      // Not remembered, but switched.
    }
  };
  return [view, choose];
}
