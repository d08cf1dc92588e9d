import type { ClientDashboardCommunication } from '@shared/schemas/client-dashboard';
import { CommunicationTypeIcon } from './communication-type-icon';
import { formatDate } from '../../lib/format';

export function CommunicationRow({ item }: { item: ClientDashboardCommunication }) {
  return (
    <li className="flex items-start gap-3 py-2.5">
      <CommunicationTypeIcon type={item.type} />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="truncate text-sm font-medium text-foreground">{item.subject}</p>
        {item.preview ? <p className="line-clamp-2 text-xs break-words text-muted-foreground">{item.preview}</p> : null}
        <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
          <span>{item.readerLabel}</span>
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}
