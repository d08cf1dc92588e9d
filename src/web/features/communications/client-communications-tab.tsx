import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { communicationsApi } from '../../../shared/api/communications';
import { Button } from '../../components/button';
import { endpointUrl } from '../../lib/api';
import { CommunicationListQuery } from '../../../shared/schemas/communications';
import { useCurrentUser } from '../../lib/current-user';
import { useLocalListState } from '../../lib/list-state';
import { COMMUNICATION_LIST_OPTIONS, communicationQuery } from './communication-list-options';
import { can } from '../../lib/can';
import { CommunicationsPanel } from './communications-panel';

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
        <>
          <Button asChild variant="secondary" size="sm">
            <a href={endpointUrl(communicationsApi.exportCsv, { query: communicationQuery(controls.state, { page: 1 }) })} download>
              <Download aria-hidden />
              Export CSV
            </a>
          </Button>
          {can(me, 'communications.create') ? (
            <Button size="sm" onClick={() => setCreateOpen(true)}>
              <Plus aria-hidden />
              Add Communication
            </Button>
          ) : null}
        </>
      }
    />
  );
}
