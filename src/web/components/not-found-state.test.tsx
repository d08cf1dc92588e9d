import { screen } from '@testing-library/react';
import { FolderX } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../shared/schemas/me';
import { ME_QUERY_KEY } from '../lib/current-user';
import { renderWithQueries, resetAfterEach } from '../test/render';
import { testMe } from '../test/me';
import { BACK_TO_CLIENTS, NotFoundState } from './not-found-state';

const me = (role: Me['user']['role']): Me => testMe({ role });

function renderFor(role: Me['user']['role']) {
  renderWithQueries(
    <NotFoundState
      icon={FolderX}
      title="Project not found"
      description="It may have been deleted, or you may not have access to it."
      back={BACK_TO_CLIENTS}
      orElse={{ to: '/projects', label: 'Back to Projects' }}
    />,
    { at: '/projects/p1', seed: (queryClient) => queryClient.setQueryData(ME_QUERY_KEY, me(role)) },
  );
}

describe('NotFoundState', () => {
  resetAfterEach();

  it('says what is missing, names the tab, and sends staff back to the clients list', () => {
    renderFor('manager');
    expect(screen.getByRole('heading', { name: 'Project not found' })).toBeTruthy();
    expect(document.title).toContain('Project not found');
    expect(screen.getByRole('link', { name: 'Back to Clients' }).getAttribute('href')).toBe('/clients');
  });

  it('sends a client user, who has no clients list, back to the list they came from', () => {
    renderFor('client_primary');
    expect(screen.getByRole('link', { name: 'Back to Projects' }).getAttribute('href')).toBe('/projects');
  });
});
