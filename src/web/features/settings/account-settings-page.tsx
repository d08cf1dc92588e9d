import { BackLink } from '../../components/back-link';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { ChangePasswordForm } from './change-password-form';

export function AccountSettingsPage() {
  return (
    <>
      <BackLink to="/settings">Back to Settings</BackLink>
      <PageHeader title="Account Settings" subtitle="Keep your sign-in secure" />
      <Card className="max-w-xl p-5 sm:p-6">
        <section aria-labelledby="change-password-heading" className="space-y-5">
          <div className="space-y-1">
            <h2 id="change-password-heading" className="text-lg font-semibold">
              Change password
            </h2>
            <p className="text-sm text-muted-foreground">
              Changing your password signs you out on every other device.
            </p>
          </div>
          <ChangePasswordForm />
        </section>
      </Card>
    </>
  );
}
