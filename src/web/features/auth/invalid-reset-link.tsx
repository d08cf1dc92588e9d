import { Link } from 'react-router';
import { t } from '@web/lib/messages/auth';
import { Button } from '../../components/button';
import { AuthLayout } from './auth-layout';

export function InvalidResetLink() {
  return (
    <AuthLayout
      title={t('auth.invalidLink.title')}
      footer={
        <Link to="/login" className="rounded-sm font-medium text-primary hover:underline">
          {t('auth.backToSignIn')}
        </Link>
      }
    >
      <div className="space-y-5 text-center">
        <p className="text-sm text-muted-foreground" role="alert">
          {t('auth.invalidLink.message')}
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to="/forgot-password">{t('auth.invalidLink.requestNew')}</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
