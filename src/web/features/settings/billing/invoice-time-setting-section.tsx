import { AccountSection } from '../account-section';
import { useInvoiceTimeSetting, useUpdateInvoiceTimeSetting } from '../api/invoice-time-setting';
import { SettingSwitch, settingToggle } from '../setting-switch';

/** 'Invoicing time' (admins with invoices.create): whether Invoice time starts with unapproved time included (decision 0049). */
export function InvoiceTimeSettingSection() {
  const setting = useInvoiceTimeSetting();
  const update = useUpdateInvoiceTimeSetting();

  const toggle = settingToggle(update, 'includeUnapproved', setting.data?.includeUnapproved, (on) =>
    on ? 'Invoice time now includes unapproved time' : 'Invoice time now takes approved time only',
  );

  return (
    <AccountSection id="invoice-time" title="Invoicing time" description="How Invoice time picks the time it bills.">
      <SettingSwitch
        query={setting}
        {...toggle}
        label="Invoice time includes unapproved time"
        description="When on, time that is open or waiting for approval can be invoiced too. You can still change it for each invoice."
      />
    </AccountSection>
  );
}
