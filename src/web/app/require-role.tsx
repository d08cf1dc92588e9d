import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { homePathFor } from '../../shared/roles';
import type { ScreenRoute } from '../../shared/routes';
import { screenAccess } from '../../shared/screen-access';
import { PageSpinner } from '../components/page-spinner';
import { PermissionDenied } from '../components/permission-denied';
import { loginPathFor } from '../lib/after-sign-in';
import { useCurrentUser } from '../lib/current-user';
import { SessionError } from './session-error';
import * as shell from '@web/lib/messages/shell';
import { msg } from '@web/lib/i18n';

interface RequireRoleProps {
  /** The screen's entry of the shared route table: its audience, and the capability it needs if any. */
  route: Pick<ScreenRoute, 'audience' | 'capability'>;
  /** Why a role of the audience without the capability may not use the screen, as a `shell` catalog key (required by the table's type). */
  denied?: string;
  children: ReactNode;
}

type ShellKey = Parameters<typeof shell.t>[0];

/** Where a user the workspace requires two-factor of is sent until they have set it up (everything else answers 403). */
export const TWO_FACTOR_SETUP_PATH = '/settings/account';

/**
 * The route guard (docs/product.md, Screens and access), generated for every screen from the route table (decision
 * 0035): it asks the shared `screenAccess` and only decides what to render; the server refuses the data itself, so
 * a guard that were bypassed would still show nothing it should not.
 */
export function RequireRole({ route, denied, children }: RequireRoleProps) {
  const { me, isLoading, refetch } = useCurrentUser();
  const { pathname, search } = useLocation();

  if (isLoading) return <PageSpinner className="min-h-dvh" />;
  if (me === undefined) return <SessionError onRetry={() => void refetch()} />;

  const role = me?.user.role;
  const access = screenAccess(role, route);
  // Signing in leads back here (an e-mailed link to a quote opened signed out).
  if (access === 'signed-out') return <Navigate to={loginPathFor(pathname + search)} replace />;
  // An unknown role's home is the public site; a role of the wrong kind goes to its own home.
  if (access === 'unknown-role') return <Navigate to={homePathFor(role)} replace />;
  if (me?.twoFactorRequired && pathname !== TWO_FACTOR_SETUP_PATH) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  if (access === 'wrong-kind') return <Navigate to={homePathFor(role)} replace />;
  // Staff without the capability can still type the address; the server refuses the data, this says why.
  if (access === 'denied') return <PermissionDenied message={shell.t((denied ?? msg('shell.denied.page')) as ShellKey)} />;
  return children;
}
