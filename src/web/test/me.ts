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

/**
 * Ann Lee signed in as `role` with exactly `capabilities`: staff belong to no company, a client user to `companyId`
 * (for screens a test shows to both sides).
 */
export function annLeeAs(role: Role, companyId: string, capabilities: Me['capabilities']): Me {
  return testMe({ firstName: 'Ann', lastName: 'Lee', role, clientId: isClientRole(role) ? companyId : null }, { capabilities });
}

/** A `seed` for renderWithQueries: `me` is signed in before the first render. */
export const signedIn = (me: Me) => (queryClient: QueryClient) => queryClient.setQueryData(ME_QUERY_KEY, me);
