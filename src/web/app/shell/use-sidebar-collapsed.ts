import { useCallback, useState } from 'react';

const STORAGE_KEY = 'sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The desktop sidebar's collapsed state, remembered across visits (stored as 'true' / 'false'). */
export function useSidebarCollapsed(): [boolean, () => void] {
  // Read synchronously on first render so a collapsed sidebar does not open and then snap shut.
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(STORAGE_KEY, String(next));
      } catch {
        // Storage blocked: the state still holds for this visit.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
