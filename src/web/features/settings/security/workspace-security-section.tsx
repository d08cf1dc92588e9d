import { AccountSection } from '../account-section';
import { useSecurityPolicy, useUpdateSecurityPolicy } from '../api/security-policy';
import { SettingSwitch, settingToggle } from '../setting-switch';

/** 'Workspace security' (super_admin and admin): the switch that makes two-factor sign-in compulsory for staff. */
export function WorkspaceSecuritySection() {
  const policy = useSecurityPolicy();
  const update = useUpdateSecurityPolicy();

  const toggle = settingToggle(update, 'requireStaffTwoFactor', policy.data?.requireStaffTwoFactor, (on) =>
    on ? 'Two-factor sign-in is now required for staff' : 'Two-factor sign-in is no longer required',
  );

  return (
    <AccountSection id="workspace-security" title="Workspace security" description="Rules that apply to everyone in the workspace.">
      <SettingSwitch
        query={policy}
        {...toggle}
        label="Require two-factor sign-in for all staff"
        description="Staff who have not set it up can only reach Account Settings until they do. Client users are not affected."
      />
    </AccountSection>
  );
}
