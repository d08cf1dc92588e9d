import { Toaster } from 'sonner';
import type { Role } from '@shared/roles';
import { meAs, signedIn } from '../../test/me';
import { renderWithQueries, stubFetch } from '../../test/render';
import { SettingsPage } from './settings-page';

/** Settings opened at `tab` by a user of `role` (with toasts shown), the server answering through `answer`; returns the fetch spy. */
export function renderSettingsAs(role: Role, tab: string, answer: (url: string, init?: RequestInit) => Response) {
  const fetchMock = stubFetch(answer);
  renderWithQueries(
    <>
      <SettingsPage />
      <Toaster />
    </>,
    { at: `/settings?tab=${tab}`, seed: signedIn(meAs(role)) },
  );
  return fetchMock;
}
