import { AccountSection } from '../account-section';
import { useInvoiceTimeSetting, useUpdateInvoiceTimeSetting } from '../api/invoice-time-setting';
import { SettingSwitch, settingToggle } from '../setting-switch';
import { t } from '@web/lib/messages/settings';

/** 'Invoicing time' (admins with invoices.create): whether Invoice time starts with unapproved time included (decision 0049). */
export function InvoiceTimeSettingSection() {
  const setting = useInvoiceTimeSetting();
  const update = useUpdateInvoiceTimeSetting();

  const toggle = settingToggle(update, 'includeUnapproved', setting.data?.includeUnapproved, (on) =>
    on ? t('settings.invoiceTime.includesNow') : t('settings.invoiceTime.approvedOnly'),
  );

  return (
    <AccountSection id="invoice-time" title={t('settings.invoiceTime.title')} description={t('settings.invoiceTime.description')}>
      <SettingSwitch query={setting} {...toggle} label={t('settings.invoiceTime.label')} description={t('settings.invoiceTime.hint')} />
    </AccountSection>
  );
}
