import { useId } from 'react';
import { COMMUNICATION_DIRECTIONS, COMMUNICATION_TYPES } from '@shared/enums';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { useClientOptions, useStaffOptions } from './api/get-options';
import type { CommunicationListQuery } from '@shared/schemas/communications';
import type { ListChanges } from '../../lib/list-state';
import { DIRECTION_LABELS, TYPE_LABELS } from './communication-format';
import { FilterSelect } from '../../components/filter-select';

interface CommunicationFilterBarProps {
  id?: string;
  hidden?: boolean;
  filters: CommunicationListQuery;
  /** Values the list state reads through CommunicationListQuery (src/web/lib/list-state.ts); null clears a filter. */
  onChange: (changes: ListChanges<typeof CommunicationListQuery>) => void;
  /** Off on a client's own tab, where the client is fixed. */
  showClient?: boolean;
  /** The user choices come from the staff directory, which client users cannot read. */
  showUser?: boolean;
}

export function CommunicationFilterBar({ id, hidden, filters, onChange, showClient = true, showUser = true }: CommunicationFilterBarProps) {
  const fromId = useId();
  const toId = useId();
  const open = !hidden;
  const clients = useClientOptions(open && showClient);
  const users = useStaffOptions(open && showUser);

  return (
    <div id={id} hidden={hidden} className="mb-4 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        <FilterSelect label="Type" value={filters.type} onChange={(v) => onChange({ type: v })} allLabel="All Types">
          {COMMUNICATION_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Direction" value={filters.direction} onChange={(v) => onChange({ direction: v })} allLabel="All Directions">
          {COMMUNICATION_DIRECTIONS.map((d) => (
            <option key={d} value={d}>
              {DIRECTION_LABELS[d]}
            </option>
          ))}
        </FilterSelect>
        {showClient ? (
          <FilterSelect label="Client" value={filters.clientId} onChange={(v) => onChange({ clientId: v })} allLabel="All Clients">
            {clients.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </FilterSelect>
        ) : null}
        {showUser ? (
          <FilterSelect label="User" value={filters.userId} onChange={(v) => onChange({ userId: v })} allLabel="All Users">
            {users.data?.map((u) => (
              <option key={u.id} value={u.id}>{`${u.firstName} ${u.lastName}`}</option>
            ))}
          </FilterSelect>
        ) : null}
        <div className="min-w-0 space-y-1.5">
          <Label htmlFor={fromId}>Date From</Label>
          <Input
            id={fromId}
            type="date"
            value={filters.dateFrom ?? ''}
            max={filters.dateTo}
            onChange={(e) => onChange({ dateFrom: e.target.value || null })}
          />
        </div>
        <div className="min-w-0 space-y-1.5">
          <Label htmlFor={toId}>Date To</Label>
          <Input
            id={toId}
            type="date"
            value={filters.dateTo ?? ''}
            min={filters.dateFrom}
            onChange={(e) => onChange({ dateTo: e.target.value || null })}
          />
        </div>
      </div>
    </div>
  );
}
