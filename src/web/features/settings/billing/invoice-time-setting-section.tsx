import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { Switch } from '../../../components/switch';
import { errorMessage } from '../../../lib/api';
import { AccountSection } from '../account-section';
import { useInvoiceTimeSetting, useUpdateInvoiceTimeSetting } from '../api/invoice-time-setting';

/** 'Invoicing time' (admins with invoices.create): whether Invoice time starts with unapproved time included (decision 0049). */
export function InvoiceTimeSettingSection() {
  const setting = useInvoiceTimeSetting();
  const update = useUpdateInvoiceTimeSetting();
  const labelId = useId();
  const descriptionId = useId();

  const change = (includeUnapproved: boolean) =>
    update.mutate(
      { includeUnapproved },
      {
        onSuccess: () =>
          toast.success(includeUnapproved ? 'Invoice time now includes unapproved time' : 'Invoice time now takes approved time only'),
        onError: (error) => toast.error('Could not change the setting', { description: errorMessage(error) }),
      },
    );
  const shown = update.isPending ? update.variables.includeUnapproved : setting.data?.includeUnapproved === true;

  return (
    <AccountSection id="invoice-time" title="Invoicing time" description="How Invoice time picks the time it bills.">
      {setting.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : setting.isError ? (
        <ErrorState message={errorMessage(setting.error)} onRetry={() => void setting.refetch()} retrying={setting.isFetching} />
      ) : (
        <div className="flex items-start justify-between gap-4">
          <div className="space-y-1">
            <p id={labelId} className="text-sm font-medium">
              Invoice time includes unapproved time
            </p>
            <p id={descriptionId} className="text-sm text-muted-foreground">
              When on, time that is open or waiting for approval can be invoiced too. You can still change it for each invoice.
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
