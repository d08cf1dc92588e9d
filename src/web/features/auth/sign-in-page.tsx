import { Link } from 'react-router';
import { AuthLayout } from './auth-layout';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to your portal account"
      footer={
        <Link to="/" className="rounded-sm font-medium text-primary hover:underline">
          Back to home
        </Link>
      }
    >
      <SignInForm />
    </AuthLayout>
  );
}
