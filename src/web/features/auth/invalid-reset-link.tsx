import { Link } from 'react-router';
import { Button } from '../../components/button';
import { AuthLayout } from './auth-layout';

export function InvalidResetLink() {
  return (
    <AuthLayout
      title="Link no longer valid"
      footer={
        <Link to="/login" className="rounded-sm font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      }
    >
      <div className="space-y-5 text-center">
        <p className="text-sm text-muted-foreground" role="alert">
          This reset link is invalid or has expired.
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
