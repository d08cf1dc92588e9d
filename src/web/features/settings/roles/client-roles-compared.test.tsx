import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientRolesCompared, clientRoleDifferences } from './client-roles-compared';

describe('the client roles compared (decision 0042)', () => {
  afterEach(cleanup);

  it('finds managing colleagues, approving milestones, signing quotes and reading statements as the only things the primary contact alone does', () => {
    expect(clientRoleDifferences()).toEqual([
      { capability: 'colleagues.manage', label: 'Manage Their Colleagues', primary: true, additional: false },
      { capability: 'milestones.approve', label: 'Approve Milestones', primary: true, additional: false },
      { capability: 'quotes.sign', label: 'Accept and Sign Quotes', primary: true, additional: false },
      { capability: 'statements.view', label: 'View Account Statements', primary: true, additional: false },
    ]);
  });

  it('lists it on the Role Permissions screen', () => {
    render(<ClientRolesCompared />);
    const list = screen.getByRole('list', { name: 'Differences between the client roles' });
    expect(list.textContent).toContain('Approve Milestones: Primary Contact only');
    expect(list.textContent).toContain('Accept and Sign Quotes: Primary Contact only');
    expect(screen.getByText(/Both follow their company’s projects/).textContent).toContain('View own billing');
  });
});
