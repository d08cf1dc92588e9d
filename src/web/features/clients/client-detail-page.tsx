import { Pencil } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { ClientDetail } from '../../../shared/schemas/clients';
import { BackLink } from '../../components/back-link';
import { Button } from '../../components/button';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/tabs';
import { errorMessage, isApiError } from '../../lib/api';
import { useCan } from '../../lib/can';
import { useClient } from './api/get-client';
import { ClientDetailSkeleton } from './client-detail-skeleton';
import { ClientFinancialsTab } from './client-financials-tab';
import { ClientFormDialog } from './client-form-dialog';
import { ClientNotFound } from './client-not-found';
import { ClientOverviewTab } from './client-overview-tab';
import { ClientUsersTab } from './client-users-tab';

const ALL_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'projects', label: 'Projects' },
  { value: 'tasks', label: 'Tasks' },
  { value: 'communication', label: 'Communication' },
  { value: 'financials', label: 'Financials & Billing' },
  { value: 'users', label: 'Users' },
] as const;
type TabKey = (typeof ALL_TABS)[number]['value'];

/** The client as the tabs of other features receive it. */
export interface ClientRef {
  id: string;
  name: string;
}

export interface ClientDetailPageProps {
  /** Tabs of other features. Features do not import each other, so the app layer passes them in (see router.tsx). */
  ProjectsTab: ComponentType<{ client: ClientRef }>;
  TasksTab: ComponentType<{ client: ClientRef }>;
  CommunicationTab: ComponentType<{ client: ClientRef }>;
  /** Financials & Billing's two views: Expected Revenue (the default) and Invoices. */
  RevenueView: ComponentType<{ client: ClientRef }>;
  BillingView: ComponentType<{ client: ClientRef }>;
}

/** /clients/:id: the client with its projects, tasks, communications, money and users. `?tab=` picks the tab. */
export function ClientDetailPage({ ProjectsTab, TasksTab, CommunicationTab, RevenueView, BillingView }: ClientDetailPageProps) {
  const { id = '' } = useParams();
  const allowed = useCan();
  const canEdit = allowed('clients.manage');
  const canManageUsers = allowed('clientUsers.manage');
  const client = useClient(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const [editOpen, setEditOpen] = useState(false);

  const canViewFinancials = allowed('financials.view');
  const tabParam = searchParams.get('tab');
  // Tabs one cannot use are hidden: Users for those who do not manage client users, Financials & Billing for those
  // who may not view financials. A shared ?tab=financials link still opens that tab, to say Permission Denied.
  const tabs = ALL_TABS.filter(
    (t) => (t.value !== 'users' || canManageUsers) && (t.value !== 'financials' || canViewFinancials || tabParam === 'financials'),
  );
  const tab: TabKey = tabs.find((t) => t.value === tabParam)?.value ?? 'overview';

  // The tab is in the address so a reload or a shared link opens the same tab; switching does not add history.
  const selectTab = (next: TabKey) => {
    // The other tabs' features cannot reach this screen's cache: refresh the Overview figures on the way back.
    if (next === 'overview' && tab !== 'overview') void client.refetch();
    setSearchParams(
      (params) => {
        const out = new URLSearchParams(params);
        if (next === 'overview') out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );
  };

  if (client.data === undefined) {
    if (isApiError(client.error, 404)) return <ClientNotFound />;
    if (client.isError) {
      return (
        <>
          <BackLink to="/clients">Back to Clients</BackLink>
          <ErrorState
            title="Could not load the client"
            message={errorMessage(client.error)}
            onRetry={() => void client.refetch()}
            retrying={client.isFetching}
          />
        </>
      );
    }
    return <ClientDetailSkeleton />;
  }

  const data: ClientDetail = client.data;
  const ref: ClientRef = { id: data.id, name: data.name };

  let panel;
  if (tab === 'overview') panel = <ClientOverviewTab client={data} />;
  else if (tab === 'projects') panel = <ProjectsTab client={ref} />;
  else if (tab === 'tasks') panel = <TasksTab client={ref} />;
  else if (tab === 'communication') panel = <CommunicationTab client={ref} />;
  else if (tab === 'financials') {
    panel = <ClientFinancialsTab allowed={canViewFinancials} client={ref} RevenueView={RevenueView} BillingView={BillingView} />;
  }
  else panel = <ClientUsersTab client={ref} />;

  return (
    <>
      <BackLink to="/clients">Back to Clients</BackLink>
      <PageHeader
        title={<span className="break-words">{data.name}</span>}
        documentTitle={data.name}
        subtitle="Client Details & Management"
        actions={
          canEdit ? (
            <Button variant="secondary" onClick={() => setEditOpen(true)}>
              <Pencil aria-hidden />
              Edit Client
            </Button>
          ) : null
        }
      />

      <Tabs tabs={tabs} value={tab} onValueChange={selectTab} label="Client sections">
        {panel}
      </Tabs>

      {canEdit ? <ClientFormDialog open={editOpen} onOpenChange={setEditOpen} client={data} /> : null}
    </>
  );
}
