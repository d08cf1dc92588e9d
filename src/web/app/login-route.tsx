import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { afterSignInPath } from '../lib/after-sign-in';
import { useCurrentUser } from '../lib/current-user';

const SignInPage = lazy(() => import('../features/auth/sign-in-page').then((m) => ({ default: m.SignInPage })));

/** `/login`: the sign-in view, or straight on (to `next`, else their home) for someone already signed in. */
export function LoginRoute() {
  const { me, isLoading } = useCurrentUser();
  const { search } = useLocation();
  if (isLoading) return <PageSpinner className="min-h-dvh" />;
  if (me) return <Navigate to={afterSignInPath(search, me.user.role)} replace />;
  return <SignInPage />;
}
