import { useId } from 'react';
import { isOneOf, LEAD_STATUSES, type LeadStatus } from '@shared/enums';
import { Button } from '../../components/button';
import { Label } from '../../components/label';
import { Select } from '../../components/select';
import { statusLabel } from '@shared/status-display';

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
          <Label htmlFor={selectId}>Status</Label>
          <Select
            id={selectId}
            value={status ?? ''}
            onChange={(event) => onStatusChange(isOneOf(LEAD_STATUSES, event.target.value) ? event.target.value : null)}
          >
            <option value="">All</option>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel('lead', value)}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="ghost" onClick={onClear} className="self-start sm:self-auto">
          Clear Filters
        </Button>
      </div>
    </div>
  );
}
