import { useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from './auth-layout';
import { OidcSignInButton, OidcSignInError } from './oidc-sign-in';
import { SignInForm } from './sign-in-form';
import { TwoFactorStepForm } from './two-factor-step-form';

const STEPS = {
  password: { title: 'Welcome back', description: 'Sign in to your portal account' },
  'two-factor': {
    title: 'Two-factor verification',
    description: 'Enter the code from your authenticator app, or a backup code, to finish signing in',
  },
} as const;

export function SignInPage() {
  // The second step lives in this page's state: the challenge cookie is only good for this sign-in, so a reload
  // rightly starts again from the password.
  const [step, setStep] = useState<'password' | 'two-factor'>('password');
  return (
    <AuthLayout
      title={STEPS[step].title}
      description={STEPS[step].description}
      footer={
        <Link to="/" className="rounded-sm font-medium text-primary hover:underline">
          Back to home
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
