import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CLIENT_TABS, type ClientTab } from '@shared/routes';
import type { ClientDetail } from '@shared/schemas/clients';
import { BackLink } from '../../components/back-link';
import { Button } from '../../components/button';
import { NotFoundState } from '../../components/not-found-state';
import { RecordHeader } from '../../components/record-header';
import { RecordPending } from '../../components/record-pending';
import { Tabs } from '../../components/tabs';
import { useCan } from '../../lib/can';
import { useTabParam } from '../../lib/use-tab-param';
import { useClient } from './api/get-client';
import { ClientDetailSkeleton } from './client-detail-skeleton';
import { ClientFormDialog } from './client-form-dialog';
import { CLIENT_TAB_TABLE, type ClientTabParts } from './client-tabs';
import { t } from '@web/lib/messages/clients';

export type ClientDetailPageProps = ClientTabParts;

/** /clients/:id: the client with its projects, tasks, communications, money and users. `?tab=` picks the tab. */
export function ClientDetailPage(parts: ClientDetailPageProps) {
  const { id = '' } = useParams();
  const allowed = useCan();
  const client = useClient(id);
  const [tabParam, setTab] = useTabParam<ClientTab>();
  const [editOpen, setEditOpen] = useState(false);

  const holds = (value: ClientTab) => {
    const needs = CLIENT_TAB_TABLE[value].needs;
    return needs === undefined || allowed(needs);
  };
  // Tabs one cannot use are hidden (CLIENT_TAB_TABLE says which capability each needs); a shared link to one that
  // explains its refusal (Financials & Billing) still opens it, to say Permission Denied.
  const tabs = CLIENT_TABS.filter((value) => holds(value) || (CLIENT_TAB_TABLE[value].opensToExplain && tabParam === value)).map(
    (value) => ({ value, label: t(CLIENT_TAB_TABLE[value].label) }),
  );
  const tab: ClientTab = tabs.find((t) => t.value === tabParam)?.value ?? 'overview';

  const selectTab = (next: ClientTab) => {
    // The other tabs' features cannot reach this screen's cache: refresh the Overview figures on the way back.
    if (next === 'overview' && tab !== 'overview') void client.refetch();
    setTab(next);
  };

  if (client.data === undefined) {
    const back = { to: '/clients', label: t('clients.detail.back') };
    const description = t('clients.detail.notFoundDescription');
    const notFound = <NotFoundState icon={Building2} title={t('clients.detail.notFound')} description={description} back={back} />;
    return (
      <RecordPending
        query={client}
        notFound={notFound}
        errorTitle={t('clients.detail.loadFailed')}
        back={back}
        skeleton={<ClientDetailSkeleton />}
      />
    );
  }

  const data: ClientDetail = client.data;
  // Editing this client is the server's answer, sent with it.
  const canEdit = data.can.edit;
  const { Panel } = CLIENT_TAB_TABLE[tab];

  return (
    <>
      <BackLink to="/clients">{t('clients.detail.back')}</BackLink>
      <RecordHeader
        name={data.name}
        subtitle={t('clients.detail.subtitle')}
        editLabel={t('clients.detail.edit')}
        onEdit={canEdit ? () => setEditOpen(true) : undefined}
      />
      {allowed('quotes.manage') ? (
        <div className="flex justify-end">
          <Button variant="secondary" size="sm" asChild>
            <Link to={`/quotes/new?clientId=${data.id}`}>{t('clients.detail.newQuote')}</Link>
          </Button>
        </div>
      ) : null}

      <Tabs tabs={tabs} value={tab} onValueChange={selectTab} label={t('clients.detail.sections')}>
        <Panel client={data} clientRef={{ id: data.id, name: data.name }} parts={parts} allowed={holds(tab)} />
      </Tabs>

      {canEdit ? <ClientFormDialog open={editOpen} onOpenChange={setEditOpen} client={data} /> : null}
    </>
  );
}
