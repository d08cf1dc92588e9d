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

export function CommunicationsPage() {
  const { me } = useCurrentUser();
  const controls = useListState(CommunicationListQuery, COMMUNICATION_LIST_OPTIONS);
  const [createOpen, setCreateOpen] = useState(false);

  return (
    <>
      <PageHeader
        title="Communications"
        subtitle={
          isClient(me)
            ? 'Your e-mails, calls, meetings and chats with our team'
            : 'Track every email, call, meeting and chat with your clients'
        }
        actions={
          <ListActions
            exportHref={endpointUrl(communicationsApi.exportCsv, { query: communicationQuery(controls.state, { page: 1 }) })}
            addLabel="Add Communication"
            onAdd={can(me, 'communications.create') ? () => setCreateOpen(true) : undefined}
          />
        }
      />
      <CommunicationsPanel controls={controls} createOpen={createOpen} onCreateOpenChange={setCreateOpen} />
    </>
  );
}
