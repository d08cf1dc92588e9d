import type { QueryClient } from '@tanstack/react-query';
import { capabilitiesOf } from '@shared/permissions';
import { isClientRole, type Role } from '@shared/roles';
import type { Me } from '@shared/schemas/me';
import { ME_QUERY_KEY } from '../lib/current-user';

/**
 * The signed-in user as GET /api/me answers, for tests: an active staff admin without two-factor and without
 * capabilities unless `user` and `rest` say otherwise (tests name only what they check).
 */
export function testMe(user: Partial<Me['user']> = {}, rest: Partial<Omit<Me, 'user'>> = {}): Me {
  return {
    user: {
      id: 'u1',
      email: 'a@example.test',
      firstName: 'A',
      lastName: 'B',
      role: 'admin',
      status: 'active',
      clientId: null,
      avatarUrl: null,
      ...user,
    },
    capabilities: {},
    twoFactorEnabled: false,
    twoFactorRequired: false,
    ...rest,
  };
}

/** Staff member "Me Person" (id `me`) with exactly what `role` may do in the shared permission table. */
export function meAs(role: Role, user: Partial<Me['user']> = {}): Me {
  return testMe(
    { id: 'me', email: 'me@team.example', firstName: 'Me', lastName: 'Person', role, ...user },
    { capabilities: capabilitiesOf(role) },
  );
}

/** The client company of the tests that show one screen to staff and to that company's users. */
export const ANIMAS_VALLEY = { id: '3e4dd2a2-523f-43cb-a3e9-3a75a015478d', name: 'Animas Valley Health' };

/** Ann Lee signed in as `role` with exactly `capabilities`: as staff of no company, as a client user of ANIMAS_VALLEY. */
export function annLeeAs(role: Role, capabilities: Me['capabilities']): Me {
  return testMe({ firstName: 'Ann', lastName: 'Lee', role, clientId: isClientRole(role) ? ANIMAS_VALLEY.id : null }, { capabilities });
}

/** A `seed` for renderWithQueries: `me` is signed in before the first render. */
export const signedIn = (me: Me) => (queryClient: QueryClient) => queryClient.setQueryData(ME_QUERY_KEY, me);
