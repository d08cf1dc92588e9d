import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { useCurrentUser } from '../../lib/current-user';
import { communicationExportUrl } from './communication-filters';
import { can } from '../../lib/can';
import { CommunicationsPanel } from './communications-panel';
import { useCommunicationLocalFilters } from './use-communication-filters';

/** A client detail page's Communication tab: the same list and dialogs, for that client only. */
export function ClientCommunicationsTab({ client }: { client: { id: string; name: string } }) {
  const { me } = useCurrentUser();
  const controls = useCommunicationLocalFilters();
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
            <a href={communicationExportUrl({ ...controls.filters, clientId: client.id })} download>
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
