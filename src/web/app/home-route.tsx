import { lazy } from 'react';
import { Navigate } from 'react-router';
import { homePathFor } from '../../shared/roles';
import { useCurrentUser } from '../lib/current-user';

const LandingPage = lazy(() => import('../features/landing/landing-page').then((m) => ({ default: m.LandingPage })));

/** `/`: the public landing page, or a signed-in user's own home. */
export function HomeRoute() {
  const { me, isLoading } = useCurrentUser();
  // Nothing at all while we do not know yet: the landing page must not flash before a redirect.
  if (isLoading) return null;
  const home = me ? homePathFor(me.user.role) : '/';
  // An unknown role's home is '/', so it stays here rather than redirecting in a loop.
  if (home !== '/') return <Navigate to={home} replace />;
  return <LandingPage />;
}
