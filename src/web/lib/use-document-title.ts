import { useEffect } from 'react';

/** The agency's name, as the tab and the agency's own messages (a reply to a lead) give it. */
export const SITE_NAME = 'Northwind Studio';

/** Names the browser tab (and history entries) after the screen, as screen-reader users rely on it. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
