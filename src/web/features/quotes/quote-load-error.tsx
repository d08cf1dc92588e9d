import { RecordLoadError } from '../../components/record-pending';

/** The way back from a quote's page to the quotes list, for staff and client users alike. */
export const BACK_TO_QUOTES = { to: '/quotes', label: 'Back to Quotes' };

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
      errorTitle="Could not load the quote"
      notFound={{ title: 'Quote not found', description: notFoundDescription, back: BACK_TO_QUOTES }}
      malformedIdIsNotFound={malformedIdIsNotFound}
    />
  );
}
