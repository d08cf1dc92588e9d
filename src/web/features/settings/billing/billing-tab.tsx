import { AgencyDetailsCard } from './agency-details-card';
import { ExpenseCategoriesCard } from './expense-categories-card';
import { ReminderSettingsCard } from './reminder-settings-card';
import { TaxRatesCard } from './tax-rates-card';

/** Settings > Billing (billingSettings.manage): what every document prints and how money behaves over time. */
export function BillingTab() {
  return (
    <div className="space-y-6">
      <AgencyDetailsCard />
      <TaxRatesCard />
      <ExpenseCategoriesCard />
      <ReminderSettingsCard />
    </div>
  );
}
