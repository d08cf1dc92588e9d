import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { communicationsApi } from '../../../shared/api/communications';
import { Button } from '../../components/button';
import { endpointUrl } from '../../lib/api';
import { PageHeader } from '../../components/page-header';
import { can, isClient } from '../../lib/can';
import { CommunicationListQuery } from '../../../shared/schemas/communications';
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
        subtitle={isClient(me) ? 'Your e-mails, calls, meetings and chats with our team' : 'Track every email, call, meeting and chat with your clients'}
        actions={
          <>
            <Button asChild variant="secondary">
              <a href={endpointUrl(communicationsApi.exportCsv, { query: communicationQuery(controls.state, { page: 1 }) })} download>
                <Download aria-hidden />
                Export CSV
              </a>
            </Button>
            {can(me, 'communications.create') ? (
              <Button onClick={() => setCreateOpen(true)}>
                <Plus aria-hidden />
                Add Communication
              </Button>
            ) : null}
          </>
        }
      />
      <CommunicationsPanel controls={controls} createOpen={createOpen} onCreateOpenChange={setCreateOpen} />
    </>
  );
}
