import { lazy } from 'react';
import { Navigate } from 'react-router';
import { homePathFor } from '../../shared/roles';
import { PageSpinner } from '../components/page-spinner';
import { useCurrentUser } from '../lib/current-user';

const SignInPage = lazy(() => import('../features/auth/sign-in-page').then((m) => ({ default: m.SignInPage })));

/** `/login`: the sign-in view, or straight to their home for someone already signed in. */
export function LoginRoute() {
  const { me, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner className="min-h-dvh" />;
  if (me) return <Navigate to={homePathFor(me.user.role)} replace />;
  return <SignInPage />;
}
