import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { AccountSection } from '../account-section';
import { useInvoiceTimeSetting, useUpdateInvoiceTimeSetting } from '../api/invoice-time-setting';
import { SettingSwitch } from '../setting-switch';

/** 'Invoicing time' (admins with invoices.create): whether Invoice time starts with unapproved time included (decision 0049). */
export function InvoiceTimeSettingSection() {
  const setting = useInvoiceTimeSetting();
  const update = useUpdateInvoiceTimeSetting();

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
      <SettingSwitch
        query={setting}
        checked={shown}
        saving={update.isPending}
        onChange={change}
        label="Invoice time includes unapproved time"
        description="When on, time that is open or waiting for approval can be invoiced too. You can still change it for each invoice."
      />
    </AccountSection>
  );
}
