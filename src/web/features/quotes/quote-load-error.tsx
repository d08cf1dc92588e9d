import { RecordLoadError } from '../../components/record-pending';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/quotes';

/** The way back from a quote's page to the quotes list, for staff and client users alike (`t(label)` when shown). */
export const BACK_TO_QUOTES = { to: '/quotes', label: msg('quotes.backToQuotes') };

/** A quote's page whose quote did not load: 'Quote not found' (saying why in `notFoundDescription`), or the error. */
export function QuoteLoadError({
  query,
  notFoundDescription,
  malformedIdIsNotFound,
}: {
  query: Parameters<typeof RecordLoadError>[0]['query'];
  notFoundDescription: string;
  malformedIdIsNotFound?: boolean;
}) {
  return (
    <RecordLoadError
      query={query}
      errorTitle={t('quotes.loadError')}
      notFound={{
        title: t('quotes.notFound'),
        description: notFoundDescription,
        back: { ...BACK_TO_QUOTES, label: t(BACK_TO_QUOTES.label) },
      }}
      malformedIdIsNotFound={malformedIdIsNotFound}
    />
  );
}
