import { Pencil, Trash2 } from 'lucide-react';
import type { Client } from '@shared/schemas/clients';
import { Button } from '../../components/button';
import { t } from '@web/lib/messages/clients';

/** What the buttons do; which ones a row shows is the client's own `can`. */
export interface ClientRowActionHandlers {
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
}

/** Edit and delete icons of a row or card; the click stays here instead of opening the client. */
export function ClientRowActions({ client, actions }: { client: Client; actions: ClientRowActionHandlers }) {
  return (
    <div className="relative z-10 flex justify-end gap-1" onClick={(e) => e.stopPropagation()}>
      {client.can.edit ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('clients.row.edit', { name: client.name })}
          onClick={() => actions.onEdit(client)}
        >
          <Pencil aria-hidden className="size-4" />
        </Button>
      ) : null}
      {client.can.delete ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('clients.row.delete', { name: client.name })}
          className="text-danger"
          onClick={() => actions.onDelete(client)}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}
