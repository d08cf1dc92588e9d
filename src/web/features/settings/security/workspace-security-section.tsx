import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { AccountSection } from '../account-section';
import { useSecurityPolicy, useUpdateSecurityPolicy } from '../api/security-policy';
import { SettingSwitch } from '../setting-switch';

/** 'Workspace security' (super_admin and admin): the switch that makes two-factor sign-in compulsory for staff. */
export function WorkspaceSecuritySection() {
  const policy = useSecurityPolicy();
  const update = useUpdateSecurityPolicy();

  const change = (requireStaffTwoFactor: boolean) =>
    update.mutate(
      { requireStaffTwoFactor },
      {
        onSuccess: () =>
          toast.success(
            requireStaffTwoFactor ? 'Two-factor sign-in is now required for staff' : 'Two-factor sign-in is no longer required',
          ),
        onError: (error) => toast.error('Could not change the setting', { description: errorMessage(error) }),
      },
    );

  // While saving, the switch already shows where it is going.
  const shown = update.isPending ? update.variables.requireStaffTwoFactor : policy.data?.requireStaffTwoFactor === true;

  return (
    <AccountSection id="workspace-security" title="Workspace security" description="Rules that apply to everyone in the workspace.">
      <SettingSwitch
        query={policy}
        checked={shown}
        saving={update.isPending}
        onChange={change}
        label="Require two-factor sign-in for all staff"
        description="Staff who have not set it up can only reach Account Settings until they do. Client users are not affected."
      />
    </AccountSection>
  );
}
