import { Check, Download, FileSignature, X } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { quotesApi } from '@shared/api/quotes';
import type { ClientQuote } from '@shared/schemas/quote-acceptance';
import { BackLink } from '../../components/back-link';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { StatusBadge } from '../../components/status-badge';
import { endpointUrl } from '../../lib/api';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useOpenDialog } from '../../lib/use-open-dialog';
import { useClientQuote } from './api/quote-acceptance';
import { AcceptQuoteDialog, DeclineQuoteDialog } from './client-quote-dialogs';
import { ClientQuoteDocument } from './client-quote-document';
import { BACK_TO_QUOTES, QuoteLoadError } from './quote-load-error';
import { quoteNextStep } from './quote-next-step';
import { t } from '@web/lib/messages/quotes';
import { rich } from '@web/lib/i18n-rich';

/** /quotes/:id for a client user: the quote addressed to them, and Accept and Sign or Decline for a primary contact. */
export function ClientQuoteView({ quoteId }: { quoteId: string }) {
  const [params] = useSearchParams();
  const token = params.get('t') ?? undefined;
  const query = useClientQuote(quoteId, token);
  const [dialog, setDialog, close] = useOpenDialog<'accept' | 'decline'>();

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return <QuoteLoadError query={query} notFoundDescription={t('quotes.client.notFound')} />;
  }

  const q = query.data;
  const d = q.document;
  return (
    <>
      <BackLink to={BACK_TO_QUOTES.to}>{t(BACK_TO_QUOTES.label)}</BackLink>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-2 break-words">
            <span className="text-muted-foreground tabular-nums">{d.number}</span>
            {d.title}
            <StatusBadge kind="quote" status={q.status} />
          </span>
        }
        documentTitle={t('quotes.document.label', { number: d.number })}
        subtitle={t('quotes.client.subtitle', { agency: q.agency.legalName, total: formatMoney(d.totalMinor, d.currency) })}
        actions={
          <>
            {q.can.sign ? (
              <Button onClick={() => setDialog('accept')}>
                <Check aria-hidden />
                {t('quotes.client.acceptAndSign')}
              </Button>
            ) : null}
            {q.can.decline ? (
              <Button variant="secondary" onClick={() => setDialog('decline')}>
                <X aria-hidden />
                {t('quotes.client.decline')}
              </Button>
            ) : null}
            <Button variant="secondary" asChild>
              <a href={endpointUrl(quotesApi.pdf, { params: { id: q.id } })} download>
                <Download aria-hidden />
                {t('quotes.client.downloadPdf')}
              </a>
            </Button>
          </>
        }
      />
      <div className="mb-4 space-y-3">
        <LinkNotice link={q.link} />
        <AnswerNotice quote={q} />
      </div>
      <ClientQuoteDocument quote={q} />
      {dialog === 'accept' ? <AcceptQuoteDialog quote={q} open onOpenChange={close} /> : null}
      {dialog === 'decline' ? <DeclineQuoteDialog quote={q} open onOpenChange={close} /> : null}
    </>
  );
}

function Notice({ tone = 'info', children }: { tone?: 'info' | 'success' | 'warning'; children: React.ReactNode }) {
  const tones = {
    info: 'border-border bg-surface-muted',
    success: 'border-success/40 bg-success/10',
    warning: 'border-danger/40 bg-danger/5',
  };
  return (
    <div role="status" className={`rounded-lg border p-4 text-sm text-foreground ${tones[tone]}`}>
      {children}
    </div>
  );
}

/** What the e-mailed link's token said: an old or wrong link still shows the quote to its company's users. */
function LinkNotice({ link }: { link: ClientQuote['link'] }) {
  if (link === 'expired') return <Notice tone="warning">{t('quotes.client.linkExpired')}</Notice>;
  if (link === 'invalid') return <Notice tone="warning">{t('quotes.client.linkInvalid')}</Notice>;
  return null;
}

function AnswerNotice({ quote: q }: { quote: ClientQuote }) {
  if (q.status === 'accepted' && q.signature) {
    const next = quoteNextStep(q);
    return (
      <Notice tone="success">
        <p className="flex items-center gap-2 font-medium">
          <FileSignature aria-hidden className="size-4" />
          {t('quotes.signature.signedBy', { name: q.signature.signerName, date: formatDateTime(q.signature.signedAt) })}
        </p>
        <p className="mt-1 break-all text-muted-foreground">
          {t('quotes.signature.fingerprint', { version: q.signature.version, sha256: q.signature.documentSha256 })}
        </p>
        {q.project ? (
          <p className="mt-2">
            {rich(t('quotes.client.yourProject', { name: q.project.name }), {
              link: (name) => (
                <Link to={`/projects/${q.project!.id}`} className="font-medium text-primary hover:underline">
                  {name}
                </Link>
              ),
            })}
          </p>
        ) : null}
        {q.depositInvoice ? (
          <p className="mt-1">
            {rich(
              t('quotes.client.depositInvoice', {
                number: q.depositInvoice.number ?? '',
                amount: formatMoney(q.depositInvoice.amountMinor, q.document.currency),
              }),
              {
                link: (words) => (
                  <Link to="/client-billing" className="font-medium text-primary hover:underline">
                    {words}
                  </Link>
                ),
              },
            )}
          </p>
        ) : null}
        {next ? (
          <p className="mt-2 font-medium" data-testid="quote-next-step">
            {next}
          </p>
        ) : null}
      </Notice>
    );
  }
  if (q.status === 'declined') {
    return (
      <Notice>
        <p className="font-medium">
          {q.answeredAt ? t('quotes.client.declinedOn', { date: formatDateTime(q.answeredAt) }) : t('quotes.client.declined')}
        </p>
        {q.declineReason ? <p className="mt-1 whitespace-pre-line text-muted-foreground">{q.declineReason}</p> : null}
      </Notice>
    );
  }
  if (q.expired) return <Notice tone="warning">{t('quotes.client.expired', { agency: q.agency.legalName })}</Notice>;
  if (!q.can.sign && q.signRefusal) {
    const who = q.signers.length > 0 ? q.signers.join(', ') : t('quotes.client.yourPrimaryContact');
    return <Notice>{t('quotes.client.onlyPrimaryContacts', { who })}</Notice>;
  }
  return null;
}
