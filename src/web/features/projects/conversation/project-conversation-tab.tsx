import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@web/components/button';
import { Card } from '@web/components/card';
import { EmptyState } from '@web/components/empty-state';
import { QueryErrorState } from '@web/components/error-state';
import { PanelSpinner } from '@web/components/spinner';
import { inReadingOrder, useMessages } from './api/messages';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';
import { t } from '@web/lib/messages/conversation';

/**
 * The project's conversation between the team and the client: oldest at the top, the newest just above the composer,
 * older pages on request. Internal notes reach only staff (the server never sends them to a client user).
 */
export function ProjectConversationTab({ projectId, client }: { projectId: string; client: boolean }) {
  const messages = useMessages(projectId);
  const list = inReadingOrder(messages.data?.pages);
  const first = messages.data?.pages[0];
  const endRef = useRef<HTMLDivElement>(null);
  const newestId = list.at(-1)?.id;

  // A new message at the bottom (sent, or arrived live) scrolls into view; loading older ones does not move the view.
  useEffect(() => {
    if (newestId) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newestId]);

  let body;
  if (messages.isPending) {
    body = <PanelSpinner label={t('conversation.loading')} />;
  } else if (messages.isError) {
    body = <QueryErrorState title={t('conversation.loadError')} query={messages} />;
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon={MessagesSquare}
        title={t('conversation.empty')}
        description={client ? t('conversation.emptyClient') : t('conversation.emptyStaff')}
      />
    );
  } else {
    body = (
      <>
        {messages.hasNextPage ? (
          <div className="mb-2 flex justify-center">
            <Button variant="secondary" size="sm" onClick={() => void messages.fetchNextPage()} disabled={messages.isFetchingNextPage}>
              {messages.isFetchingNextPage ? t('conversation.loadingOlder') : t('conversation.loadOlder')}
            </Button>
          </div>
        ) : null}
        <ol aria-label={t('conversation.messages')} className="space-y-2">
          {list.map((message) => (
            <MessageItem key={message.id} message={message} projectId={projectId} />
          ))}
        </ol>
      </>
    );
  }

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-1 text-base font-semibold">{t('conversation.title')}</h2>
      <p className="mb-4 text-sm text-muted-foreground">{client ? t('conversation.introClient') : t('conversation.introStaff')}</p>
      <div className="mb-4">{body}</div>
      <div ref={endRef} />
      {first?.canPost ? <MessageComposer projectId={projectId} canPostInternal={first.canPostInternal} /> : null}
    </Card>
  );
}
