import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { roleKind } from '../lib/can';
import { useCurrentUser } from '../lib/current-user';
import { SessionError } from './session-error';

export type AllowedRoles = 'any' | 'dev' | 'client';

interface RequireRoleProps {
  /** 'dev' means every staff role, 'client' both client roles, 'any' anyone signed in with a known role. */
  allowed: AllowedRoles;
  children: ReactNode;
}

/**
 * The route guard (docs/product.md, Screens and access). It only decides what to render; the server refuses the
 * data itself, so a guard that were bypassed would still show nothing it should not.
 */
/** Where a user the workspace requires two-factor of is sent until they have set it up (everything else answers 403). */
export const TWO_FACTOR_SETUP_PATH = '/settings/account';

export function RequireRole({ allowed, children }: RequireRoleProps) {
  const { me, isLoading, refetch } = useCurrentUser();
  const { pathname } = useLocation();

  if (isLoading) return <PageSpinner className="min-h-dvh" />;
  if (me === undefined) return <SessionError onRetry={() => void refetch()} />;
  if (me === null) return <Navigate to="/login" replace />;

  const kind = roleKind(me.user.role);
  if (kind === 'unknown') return <Navigate to="/" replace />;
  if (me.twoFactorRequired && pathname !== TWO_FACTOR_SETUP_PATH) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  if (allowed !== 'any' && allowed !== kind) {
    return <Navigate to={kind === 'client' ? '/client-dashboard' : '/dashboard'} replace />;
  }
  return children;
}
