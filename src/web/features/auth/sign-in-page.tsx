import { useState } from 'react';
import { Link } from 'react-router';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/auth';
import { AuthLayout } from './auth-layout';
import { OidcSignInButton, OidcSignInError } from './oidc-sign-in';
import { SignInForm } from './sign-in-form';
import { TwoFactorStepForm } from './two-factor-step-form';

const STEPS = {
  password: { title: msg('auth.signIn.title'), description: msg('auth.signIn.description') },
  'two-factor': { title: msg('auth.twoFactor.title'), description: msg('auth.twoFactor.description') },
} as const;

export function SignInPage() {
  // The second step lives in this page's state: the challenge cookie is only good for this sign-in, so a reload
  // rightly starts again from the password.
  const [step, setStep] = useState<'password' | 'two-factor'>('password');
  return (
    <AuthLayout
      title={t(STEPS[step].title)}
      description={t(STEPS[step].description)}
      footer={
        <Link to="/" className="rounded-sm font-medium text-primary hover:underline">
          {t('auth.backToHome')}
        </Link>
      }
    >
      {step === 'password' ? (
        <>
          <OidcSignInError />
          <SignInForm onTwoFactor={() => setStep('two-factor')} />
          <OidcSignInButton />
        </>
      ) : (
        <TwoFactorStepForm onRestart={() => setStep('password')} />
      )}
    </AuthLayout>
  );
}
