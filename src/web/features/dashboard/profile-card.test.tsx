import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@shared/roles';
import type { Me } from '@shared/schemas/me';
import { ProfileCard } from './profile-card';

const meAs = (role: StaffRole) => ({ user: { firstName: 'Dana', lastName: 'Reyes', role } }) as unknown as Me;
const profile = { assignedTasks: 3, completedTasks: 1 } as Parameters<typeof ProfileCard>[0]['profile'];

afterEach(cleanup);

describe('ProfileCard', () => {
  // The overview is for staff: each staff role reads as it does in the user menu and Settings > Users.
  it.each(STAFF_ROLES)('names the %s role by its label', (role) => {
    render(<ProfileCard profile={profile} me={meAs(role)} />);
    expect(screen.getByText('Dana Reyes')).toBeTruthy();
    expect(screen.getByText(ROLE_LABELS[role])).toBeTruthy();
  });

  it('an admin reads Administrator, not the stored name', () => {
    render(<ProfileCard profile={profile} me={meAs('admin')} />);
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.queryByText('Admin')).toBeNull();
  });
});
