import { Download } from 'lucide-react';
import { useState } from 'react';
import { ACCOUNTING_EXPORT_FORMATS, ACCOUNTING_EXPORT_FORMAT_LABELS, type AccountingExportFormat } from '@shared/schemas/accounting';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { AccountSection } from '../account-section';
import { accountingExportUrl } from '../api/accounting';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/settings';

/** What each file holds, said under the choice. */
const INCLUDES: Record<AccountingExportFormat, Parameters<typeof t>[0]> = {
  'xero-invoices': msg('settings.export.xeroInvoices'),
  'xero-bills': msg('settings.export.xeroBills'),
  'qbo-invoices': msg('settings.export.qboInvoices'),
  'qbo-expenses': msg('settings.export.qboExpenses'),
  journal: msg('settings.export.journal'),
};

/** Last month, the period an accountant usually closes. */
function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/**
 * Settings > Accounting, 'Export' (accounting.export, decision 0123): a period and a format, downloaded as CSV. Drafts
 * and void invoices are in no file; the same period gives the same file again.
 */
export function AccountingExportCard() {
  const [period, setPeriod] = useState(lastMonth);
  const [format, setFormat] = useState<AccountingExportFormat>('journal');
  const valid = Boolean(period.from && period.to && period.from <= period.to);
  return (
    <AccountSection id="accounting-export" title={t('settings.export.title')} description={t('settings.export.description')}>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('settings.audit.from')}
          type="date"
          value={period.from}
          onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
          className="w-40"
        />
        <TextField
          label={t('settings.audit.to')}
          type="date"
          value={period.to}
          onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
          className="w-40"
          error={valid ? undefined : t('settings.export.periodInvalid')}
        />
        <SelectField
          label={t('settings.export.format')}
          options={ACCOUNTING_EXPORT_FORMATS}
          optionLabel={(f) => ACCOUNTING_EXPORT_FORMAT_LABELS[f]}
          value={format}
          onChange={(e) => setFormat(e.target.value as AccountingExportFormat)}
        />
      </div>
      <p className="text-sm text-muted-foreground">{t(INCLUDES[format])}</p>
      {valid ? (
        <Button asChild variant="secondary">
          <a href={accountingExportUrl({ format, ...period })} download>
            <Download aria-hidden className="size-4" /> {t('settings.export.download')}
          </a>
        </Button>
      ) : null}
    </AccountSection>
  );
}
