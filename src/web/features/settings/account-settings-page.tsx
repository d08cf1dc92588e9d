import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { can } from '../../lib/can';
import { useCurrentUser } from '../../lib/current-user';
import { t } from '@web/lib/messages/account';
import { AccountSection } from './account-section';
import { AccountSessionsSection } from './security/account-sessions-section';
import { ApiKeysSection } from './api-keys/api-keys-section';
import { ChangePasswordForm } from './security/change-password-form';
import { LanguageSection } from './language-section';
import { InvoiceTimeSettingSection } from './billing/invoice-time-setting-section';
import { NotificationPreferencesSection } from './profile/notification-preferences-section';
import { TwoFactorRequiredBanner } from './security/two-factor-required-banner';
import { TwoFactorSection } from './security/two-factor-section';
import { WorkspaceSecuritySection } from './security/workspace-security-section';

export function AccountSettingsPage() {
  const { me } = useCurrentUser();
  return (
    <>
      <BackLink to="/settings">{t('account.page.backToSettings')}</BackLink>
      <PageHeader title={t('account.page.title')} subtitle={t('account.page.subtitle')} />
      <div className="max-w-2xl space-y-6">
        {me?.twoFactorRequired && <TwoFactorRequiredBanner />}
        <TwoFactorSection />
        <LanguageSection />
        <AccountSection id="change-password" title={t('account.password.title')} description={t('account.password.description')}>
          <ChangePasswordForm />
        </AccountSection>
        <AccountSessionsSection />
        {/* A staff user the two-factor rule holds makes keys once enrolled (docs/decisions/0059-api-keys.md). */}
        {!me?.twoFactorRequired && <ApiKeysSection />}
        {!me?.twoFactorRequired && <NotificationPreferencesSection />}
        {can(me, 'security.manage') && <WorkspaceSecuritySection />}
        {can(me, 'invoices.create') && <InvoiceTimeSettingSection />}
      </div>
    </>
  );
}
