import { useState } from 'react';
import { communicationsApi } from '@shared/api/communications';
import { ListActions } from '../../components/list-page-parts';
import { endpointUrl } from '../../lib/api';
import { PageHeader } from '../../components/page-header';
import { can, isClient } from '../../lib/can';
import { CommunicationListQuery } from '@shared/schemas/communications';
import { useCurrentUser } from '../../lib/current-user';
import { useListState } from '../../lib/list-state';
import { COMMUNICATION_LIST_OPTIONS, communicationQuery } from './communication-list-options';
import { CommunicationsPanel } from './communications-panel';
import { t } from '@web/lib/messages/communications';

export function CommunicationsPage() {
  const { me } = useCurrentUser();
  const controls = useListState(CommunicationListQuery, COMMUNICATION_LIST_OPTIONS);
  const [createOpen, setCreateOpen] = useState(false);

  return (
    <>
      <PageHeader
        title={t('communications.title')}
        subtitle={isClient(me) ? t('communications.subtitleClient') : t('communications.subtitleStaff')}
        actions={
          <ListActions
            exportHref={endpointUrl(communicationsApi.exportCsv, { query: communicationQuery(controls.state, { page: 1 }) })}
            addLabel={t('communications.add')}
            onAdd={can(me, 'communications.create') ? () => setCreateOpen(true) : undefined}
          />
        }
      />
      <CommunicationsPanel controls={controls} createOpen={createOpen} onCreateOpenChange={setCreateOpen} />
    </>
  );
}
