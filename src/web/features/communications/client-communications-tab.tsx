import { useState } from 'react';
import { communicationsApi } from '@shared/api/communications';
import { ListActions } from '../../components/list-page-parts';
import { endpointUrl } from '../../lib/api';
import { CommunicationListQuery } from '@shared/schemas/communications';
import { useCurrentUser } from '../../lib/current-user';
import { useLocalListState } from '../../lib/list-state';
import { COMMUNICATION_LIST_OPTIONS, communicationQuery } from './communication-list-options';
import { can } from '../../lib/can';
import { CommunicationsPanel } from './communications-panel';
import { t } from '@web/lib/messages/communications';

/** A client detail page's Communication tab: the same list and dialogs, for that client only. */
export function ClientCommunicationsTab({ client }: { client: { id: string; name: string } }) {
  const { me } = useCurrentUser();
  const controls = useLocalListState(CommunicationListQuery, { ...COMMUNICATION_LIST_OPTIONS, fixed: { clientId: client.id } });
  const [createOpen, setCreateOpen] = useState(false);

  return (
    <CommunicationsPanel
      controls={controls}
      fixedClient={client}
      createOpen={createOpen}
      onCreateOpenChange={setCreateOpen}
      actions={
        <ListActions
          size="sm"
          exportHref={endpointUrl(communicationsApi.exportCsv, { query: communicationQuery(controls.state, { page: 1 }) })}
          addLabel={t('communications.add')}
          onAdd={can(me, 'communications.create') ? () => setCreateOpen(true) : undefined}
        />
      }
    />
  );
}
