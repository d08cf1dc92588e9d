import { useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { useCan } from '../../lib/can';
import { useQuote } from './api/quotes';
import { ClientQuoteView } from './client-quote-view';
import { QuoteEditor } from './quote-editor';
import { QuoteLoadError } from './quote-load-error';
import { t } from '@web/lib/messages/quotes';

/**
 * /quotes/:id: the quote's editor (admins) or the document to read and sign (client users, ClientQuoteView).
 * /quotes/new?clientId=… or ?leadId=… starts a new quote (the Contact Leads screen and a client's page link here).
 */
export function QuoteDetailPage() {
  const { id = '' } = useParams();
  const can = useCan();
  if (!can('quotes.manage')) return <ClientQuoteView quoteId={id} />;
  return id === 'new' ? <NewQuote /> : <ExistingQuote id={id} />;
}

function NewQuote() {
  const [params] = useSearchParams();
  return <QuoteEditor quote={null} party={{ clientId: params.get('clientId') ?? undefined, leadId: params.get('leadId') ?? undefined }} />;
}

function ExistingQuote({ id }: { id: string }) {
  const query = useQuote(id);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return <QuoteLoadError query={query} notFoundDescription={t('quotes.staffNotFound')} malformedIdIsNotFound />;
  }
  // Keyed by version and update time: a saved or answered quote starts the form afresh.
  return <QuoteEditor key={`${query.data.id}:${query.data.updatedAt}`} quote={query.data} />;
}
