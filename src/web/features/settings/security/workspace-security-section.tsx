import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { Switch } from '../../../components/switch';
import { errorMessage } from '../../../lib/api';
import { AccountSection } from '../account-section';
import { useSecurityPolicy, useUpdateSecurityPolicy } from '../api/security-policy';

/** 'Workspace security' (super_admin and admin): the switch that makes two-factor sign-in compulsory for staff. */
export function WorkspaceSecuritySection() {
  const policy = useSecurityPolicy();
  const update = useUpdateSecurityPolicy();
  const labelId = useId();
  const descriptionId = useId();

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
      {policy.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : policy.isError ? (
        <ErrorState message={errorMessage(policy.error)} onRetry={() => void policy.refetch()} retrying={policy.isFetching} />
      ) : (
        <div className="flex items-start justify-between gap-4">
          <div className="space-y-1">
            <p id={labelId} className="text-sm font-medium">
              Require two-factor sign-in for all staff
            </p>
            <p id={descriptionId} className="text-sm text-muted-foreground">
              Staff who have not set it up can only reach Account Settings until they do. Client users are not affected.
            </p>
          </div>
          <Switch
            checked={shown}
            onCheckedChange={change}
            disabled={update.isPending}
            aria-labelledby={labelId}
            aria-describedby={descriptionId}
          />
        </div>
      )}
    </AccountSection>
  );
}
