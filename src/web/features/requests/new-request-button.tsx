import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { useCan } from '../../lib/can';
import { RequestFormDialog } from './request-form-dialog';
import { t } from '@web/lib/messages/requests';

/** On a project's page: a client user files a request about this project (the project chosen already). */
export function NewRequestButton({ project }: { project: { id: string } }) {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('requests.create')) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        {t('requests.form.newTitle')}
      </Button>
      <RequestFormDialog open={open} onOpenChange={setOpen} projectId={project.id} />
    </>
  );
}
