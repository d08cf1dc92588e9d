import { PRIORITIES, REQUEST_STATUSES } from '@shared/enums';
import type { RequestListQuery } from '@shared/schemas/requests';
import { statusText } from '@web/lib/status-text';
import { ClientFilter, FilterPanel, FilterSelect, LabelledOptions, NamedOptions } from '../../components/filter-select';
import type { ListChanges } from '../../lib/list-state';
import { useClientOptions, useProjectOptions } from './api/get-options';
import { SORT_CHOICES, sortChoiceOf } from './request-format';
import { t } from '@web/lib/messages/requests';

interface RequestFilterBarProps {
  id?: string;
  hidden?: boolean;
  filters: RequestListQuery;
  /** Values the list state reads through RequestListQuery (src/web/lib/list-state.ts); null clears a filter. */
  onChange: (changes: ListChanges<typeof RequestListQuery>) => void;
  /** Client users see only their company: no client to choose. */
  showClient: boolean;
}

export function RequestFilterBar({ id, hidden, filters, onChange, showClient }: RequestFilterBarProps) {
  const open = !hidden;
  const clients = useClientOptions(open && showClient);
  const projects = useProjectOptions(filters.clientId ?? null, open);

  return (
    <FilterPanel id={id} hidden={hidden} gridClassName="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <FilterSelect
        label={t('requests.filter.status')}
        value={filters.status}
        onChange={(v) => onChange({ status: v })}
        allLabel={t('requests.filter.allStatuses')}
      >
        <LabelledOptions values={REQUEST_STATUSES} label={(s) => statusText('request', s)} />
      </FilterSelect>
      <FilterSelect
        label={t('requests.filter.priority')}
        value={filters.priority}
        onChange={(v) => onChange({ priority: v })}
        allLabel={t('requests.filter.allPriorities')}
      >
        <LabelledOptions values={PRIORITIES} label={(p) => statusText('priority', p)} />
      </FilterSelect>
      {showClient ? <ClientFilter clients={clients.data} value={filters.clientId} onChange={(clientId) => onChange({ clientId })} /> : null}
      <FilterSelect
        label={t('requests.filter.project')}
        value={filters.projectId}
        onChange={(v) => onChange({ projectId: v })}
        allLabel={t('requests.filter.allProjects')}
      >
        <NamedOptions items={projects.data} />
      </FilterSelect>
      <FilterSelect
        label={t('requests.filter.sortBy')}
        // The default order is the empty choice.
        value={sortChoiceOf(filters) === SORT_CHOICES[0]!.value ? null : sortChoiceOf(filters)}
        allLabel={t('requests.sort.newest')}
        onChange={(v) => {
          const choice = SORT_CHOICES.find((c) => c.value === v) ?? SORT_CHOICES[0]!;
          onChange({ sort: choice.sort, dir: choice.dir });
        }}
      >
        {SORT_CHOICES.slice(1).map((c) => (
          <option key={c.value} value={c.value}>
            {t(c.label)}
          </option>
        ))}
      </FilterSelect>
    </FilterPanel>
  );
}
