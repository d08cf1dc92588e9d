import { useId } from 'react';
import { isOneOf, LEAD_STATUSES, type LeadStatus } from '@shared/enums';
import { Button } from '../../components/button';
import { Label } from '../../components/label';
import { Select } from '../../components/select';
import { statusText } from '@web/lib/status-text';
import { t } from '@web/lib/messages/leads';

interface LeadsFilterPanelProps {
  id: string;
  open: boolean;
  status: LeadStatus | undefined;
  onStatusChange: (status: LeadStatus | null) => void;
  onClear: () => void;
}

export function LeadsFilterPanel({ id, open, status, onStatusChange, onClear }: LeadsFilterPanelProps) {
  const selectId = useId();
  return (
    <div id={id} hidden={!open} className="mb-4 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="space-y-1.5 sm:w-64">
          <Label htmlFor={selectId}>{t('leads.field.status')}</Label>
          <Select
            id={selectId}
            value={status ?? ''}
            onChange={(event) => onStatusChange(isOneOf(LEAD_STATUSES, event.target.value) ? event.target.value : null)}
          >
            <option value="">{t('leads.filter.all')}</option>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusText('lead', value)}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="ghost" onClick={onClear} className="self-start sm:self-auto">
          {t('leads.filter.clear')}
        </Button>
      </div>
    </div>
  );
}
