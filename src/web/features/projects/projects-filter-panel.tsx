import { PRIORITIES } from '@shared/enums';
import { Button } from '../../components/button';
import { NamedOptions, StatusFilter } from '../../components/filter-select';
import { SelectField } from '../../components/select-field';
import { useClientOptions } from './api/get-client-options';
import { useManagerOptions } from './api/get-manager-options';
import type { ProjectListQuery } from '@shared/schemas/projects';
import type { ListChanges } from '../../lib/list-state';
import { statusText } from '@web/lib/status-text';
import { personName } from './project-format';
import { t } from '@web/lib/messages/projects';

interface ProjectsFilterPanelProps {
  id: string;
  open: boolean;
  filters: ProjectListQuery;
  /** Client users may not list staff, so they get no manager filter. */
  showManager: boolean;
  /** Client users see one company's projects: no client to choose. */
  showClient?: boolean;
  /** Values the list state reads through ProjectListQuery (src/web/lib/list-state.ts); null clears a filter. */
  onChange: (changes: ListChanges<typeof ProjectListQuery>) => void;
  onClear: () => void;
}

export function ProjectsFilterPanel({ id, open, filters, showManager, showClient = true, onChange, onClear }: ProjectsFilterPanelProps) {
  // Asked for once the panel is shown (or a filter in the address needs its name).
  const clients = useClientOptions(open && showClient);
  const managers = useManagerOptions(open && showManager);

  return (
    <div id={id} hidden={!open} className="mb-4 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        <ProjectStateFilters filters={filters} onChange={onChange} />
        {showClient ? (
          <SelectField
            label={t('projects.filters.client')}
            value={filters.clientId ?? ''}
            onChange={(e) => onChange({ clientId: e.target.value || null })}
          >
            <option value="">{clients.isPending && open ? t('projects.filters.loadingClients') : t('projects.filters.allClients')}</option>
            {filters.clientId && !clients.data?.some((c) => c.id === filters.clientId) ? (
              <option value={filters.clientId}>{t('projects.filters.selectedClient')}</option>
            ) : null}
            <NamedOptions items={clients.data} />
          </SelectField>
        ) : null}
        {showManager ? (
          <SelectField
            label={t('projects.projectManager')}
            value={filters.managerId ?? ''}
            onChange={(e) => onChange({ managerId: e.target.value || null })}
          >
            <option value="">{t('projects.filters.allManagers')}</option>
            <option value="unassigned">{t('projects.unassigned')}</option>
            {filters.managerId && filters.managerId !== 'unassigned' && !managers.data?.some((m) => m.id === filters.managerId) ? (
              <option value={filters.managerId}>{t('projects.filters.selectedManager')}</option>
            ) : null}
            {managers.data?.map((m) => (
              <option key={m.id} value={m.id}>
                {personName(m)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <Button variant="ghost" onClick={onClear} className="justify-self-start">
          {t('projects.filters.clear')}
        </Button>
      </div>
    </div>
  );
}

/** The Status and Priority filters, the same in the projects screen's panel and a client's Projects tab. */
export function ProjectStateFilters({
  filters,
  onChange,
}: {
  filters: Pick<ProjectListQuery, 'status' | 'priority'>;
  onChange: (changes: ListChanges<typeof ProjectListQuery>) => void;
}) {
  return (
    <>
      <StatusFilter kind="project" value={filters.status ?? ''} onChange={(status) => onChange({ status: status || null })} />
      <SelectField
        label={t('projects.filters.priority')}
        value={filters.priority ?? ''}
        onChange={(e) => onChange({ priority: e.target.value || null })}
        options={PRIORITIES}
        optionLabel={(p) => statusText('priority', p)}
      >
        <option value="">{t('projects.filters.allPriorities')}</option>
      </SelectField>
    </>
  );
}
