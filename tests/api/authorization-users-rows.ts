/** The authorization table's rows for the users routes, written by hand from the displayed matrix. */
import { uniqueEmail } from './authorization-fixtures';
import { anyoneSignedIn, onlyAdmins, onlyManagers, type Row } from './authorization-rules';

export const USERS_ROWS: Row[] = [
  // View Users: everyone signed in (what each sees is scoped: tested in users-list.test.ts).
  { route: 'GET /api/users', expect: anyoneSignedIn(200) },
  // Create/Edit Users: super_admin, admin, manager (a manager only below admin, never changing roles: users tests).
  {
    route: 'POST /api/users', expect: onlyManagers(201),
    body: () => ({ firstName: 'Table', lastName: 'Member', email: uniqueEmail(), password: 'correct-horse-battery', role: 'designer' }),
  },
  // Refused before any lookup to those without the capability, whoever the target is.
  { route: 'PATCH /api/users/:id', kind: 'user', expect: onlyManagers(200), body: { firstName: 'Renamed' } },
  // Delete Users: super_admin, admin.
  { route: 'DELETE /api/users/:id', kind: 'user', expect: onlyAdmins(204) },
];
