import { COMMUNICATION_DIRECTIONS, COMMUNICATION_TYPES } from '@shared/enums';
import { useClientOptions, useStaffOptions } from './api/get-options';
import type { CommunicationListQuery } from '@shared/schemas/communications';
import type { ListChanges } from '../../lib/list-state';
import { directionLabel, typeLabel } from './communication-format';
import { ClientFilter, DateRangeFilter, FilterPanel, FilterSelect, LabelledOptions, PersonOptions } from '../../components/filter-select';
import { t } from '@web/lib/messages/communications';

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
  const open = !hidden;
  const clients = useClientOptions(open && showClient);
  const users = useStaffOptions(open && showUser);

  return (
    <FilterPanel id={id} hidden={hidden} gridClassName="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
      <FilterSelect
        label={t('communications.field.type')}
        value={filters.type}
        onChange={(v) => onChange({ type: v })}
        allLabel={t('communications.filter.allTypes')}
      >
        <LabelledOptions values={COMMUNICATION_TYPES} label={typeLabel} />
      </FilterSelect>
      <FilterSelect
        label={t('communications.field.direction')}
        value={filters.direction}
        onChange={(v) => onChange({ direction: v })}
        allLabel={t('communications.filter.allDirections')}
      >
        <LabelledOptions values={COMMUNICATION_DIRECTIONS} label={directionLabel} />
      </FilterSelect>
      {showClient ? <ClientFilter clients={clients.data} value={filters.clientId} onChange={(clientId) => onChange({ clientId })} /> : null}
      {showUser ? (
        <FilterSelect
          label={t('communications.field.user')}
          value={filters.userId}
          onChange={(v) => onChange({ userId: v })}
          allLabel={t('communications.filter.allUsers')}
        >
          <PersonOptions people={users.data} />
        </FilterSelect>
      ) : null}
      <DateRangeFilter
        labels={[t('communications.filter.dateFrom'), t('communications.filter.dateTo')]}
        from={filters.dateFrom}
        to={filters.dateTo}
        onFromChange={(v) => onChange({ dateFrom: v })}
        onToChange={(v) => onChange({ dateTo: v })}
      />
    </FilterPanel>
  );
}
