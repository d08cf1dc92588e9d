import { t } from '@web/lib/messages/account';
import { AccountSection } from '../account-section';
import { useSecurityPolicy, useUpdateSecurityPolicy } from '../api/security-policy';
import { SettingSwitch, settingToggle } from '../setting-switch';

/** 'Workspace security' (super_admin and admin): the switch that makes two-factor sign-in compulsory for staff. */
export function WorkspaceSecuritySection() {
  const policy = useSecurityPolicy();
  const update = useUpdateSecurityPolicy();

  const toggle = settingToggle(update, 'requireStaffTwoFactor', policy.data?.requireStaffTwoFactor, (on) =>
    on ? t('account.workspaceSecurity.requiredNow') : t('account.workspaceSecurity.notRequired'),
  );

  return (
    <AccountSection
      id="workspace-security"
      title={t('account.workspaceSecurity.title')}
      description={t('account.workspaceSecurity.description')}
    >
      <SettingSwitch
        query={policy}
        {...toggle}
        label={t('account.workspaceSecurity.requireLabel')}
        description={t('account.workspaceSecurity.requireDescription')}
      />
    </AccountSection>
  );
}
