import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { can, isClient } from '../../lib/can';
import { useCurrentUser } from '../../lib/current-user';
import { communicationExportUrl } from './communication-filters';
import { CommunicationsPanel } from './communications-panel';
import { useCommunicationUrlFilters } from './use-communication-filters';

export function CommunicationsPage() {
  const { me } = useCurrentUser();
  const controls = useCommunicationUrlFilters();
  const [createOpen, setCreateOpen] = useState(false);

  return (
    <>
      <PageHeader
        title="Communications"
        subtitle={isClient(me) ? 'Your e-mails, calls, meetings and chats with our team' : 'Track every email, call, meeting and chat with your clients'}
        actions={
          <>
            <Button asChild variant="secondary">
              <a href={communicationExportUrl(controls.filters)} download>
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
