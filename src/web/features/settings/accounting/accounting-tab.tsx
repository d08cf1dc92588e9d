import { AccountingExportCard } from './accounting-export-card';
import { AccountMappingCard } from './account-mapping-card';

/** Settings > Accounting (accounting.export): the files for the agency's accounting system, and the accounts they name. */
export function AccountingTab() {
  return (
    <div className="space-y-6">
      <AccountingExportCard />
      <AccountMappingCard />
    </div>
  );
}
