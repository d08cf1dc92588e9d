import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CLIENT_TABS, type ClientTab } from '../../../shared/routes';
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
import { ClientFormDialog } from './client-form-dialog';
import { ClientNotFound } from './client-not-found';
import { CLIENT_TAB_TABLE, type ClientTabParts } from './client-tabs';

export type ClientDetailPageProps = ClientTabParts;

/** /clients/:id: the client with its projects, tasks, communications, money and users. `?tab=` picks the tab. */
export function ClientDetailPage(parts: ClientDetailPageProps) {
  const { id = '' } = useParams();
  const allowed = useCan();
  const client = useClient(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const [editOpen, setEditOpen] = useState(false);

  const tabParam = searchParams.get('tab');
  const holds = (value: ClientTab) => {
    const needs = CLIENT_TAB_TABLE[value].needs;
    return needs === undefined || allowed(needs);
  };
  // Tabs one cannot use are hidden (CLIENT_TAB_TABLE says which capability each needs); a shared link to one that
  // explains its refusal (Financials & Billing) still opens it, to say Permission Denied.
  const tabs = CLIENT_TABS.filter((value) => holds(value) || (CLIENT_TAB_TABLE[value].opensToExplain && tabParam === value)).map(
    (value) => ({ value, label: CLIENT_TAB_TABLE[value].label }),
  );
  const tab: ClientTab = tabs.find((t) => t.value === tabParam)?.value ?? 'overview';

  // The tab is in the address so a reload or a shared link opens the same tab; switching does not add history.
  const selectTab = (next: ClientTab) => {
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
  // Editing this client is the server's answer, sent with it.
  const canEdit = data.can.edit;
  const { Panel } = CLIENT_TAB_TABLE[tab];

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
        <Panel client={data} clientRef={{ id: data.id, name: data.name }} parts={parts} allowed={holds(tab)} />
      </Tabs>

      {canEdit ? <ClientFormDialog open={editOpen} onOpenChange={setEditOpen} client={data} /> : null}
    </>
  );
}
