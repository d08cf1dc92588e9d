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

/** /quotes/:id for a client user: the quote addressed to them, and Accept and Sign or Decline for a primary contact. */
export function ClientQuoteView({ quoteId }: { quoteId: string }) {
  const [params] = useSearchParams();
  const token = params.get('t') ?? undefined;
  const query = useClientQuote(quoteId, token);
  const [dialog, setDialog, close] = useOpenDialog<'accept' | 'decline'>();

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return <QuoteLoadError query={query} notFoundDescription="This quote doesn't exist, or it isn't addressed to your company." />;
  }

  const q = query.data;
  const d = q.document;
  return (
    <>
      <BackLink to={BACK_TO_QUOTES.to}>{BACK_TO_QUOTES.label}</BackLink>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-2 break-words">
            <span className="text-muted-foreground tabular-nums">{d.number}</span>
            {d.title}
            <StatusBadge kind="quote" status={q.status} />
          </span>
        }
        documentTitle={`Quote ${d.number}`}
        subtitle={`From ${q.agency.legalName} · ${formatMoney(d.totalMinor, d.currency)}`}
        actions={
          <>
            {q.can.sign ? (
              <Button onClick={() => setDialog('accept')}>
                <Check aria-hidden />
                Accept and Sign
              </Button>
            ) : null}
            {q.can.decline ? (
              <Button variant="secondary" onClick={() => setDialog('decline')}>
                <X aria-hidden />
                Decline
              </Button>
            ) : null}
            <Button variant="secondary" asChild>
              <a href={endpointUrl(quotesApi.pdf, { params: { id: q.id } })} download>
                <Download aria-hidden />
                Download PDF
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
  if (link === 'expired')
    return <Notice tone="warning">The link in your e-mail has expired. You are signed in, so you can still read the quote here.</Notice>;
  if (link === 'invalid')
    return <Notice tone="warning">The link in your e-mail is not valid. You are signed in, so you can still read the quote here.</Notice>;
  return null;
}

function AnswerNotice({ quote: q }: { quote: ClientQuote }) {
  if (q.status === 'accepted' && q.signature) {
    return (
      <Notice tone="success">
        <p className="flex items-center gap-2 font-medium">
          <FileSignature aria-hidden className="size-4" />
          Accepted and signed by {q.signature.signerName} on {formatDateTime(q.signature.signedAt)}
        </p>
        <p className="mt-1 break-all text-muted-foreground">
          Version {q.signature.version}, document fingerprint (SHA-256) {q.signature.documentSha256}
        </p>
        {q.project ? (
          <p className="mt-2">
            Your project:{' '}
            <Link to={`/projects/${q.project.id}`} className="font-medium text-primary hover:underline">
              {q.project.name}
            </Link>
          </p>
        ) : null}
        {q.depositInvoice ? (
          <p className="mt-1">
            Deposit invoice {q.depositInvoice.number ?? ''} of {formatMoney(q.depositInvoice.amountMinor, q.document.currency)}:{' '}
            <Link to="/client-billing" className="font-medium text-primary hover:underline">
              view and pay it in Billing
            </Link>
          </p>
        ) : null}
      </Notice>
    );
  }
  if (q.status === 'declined') {
    return (
      <Notice>
        <p className="font-medium">You declined this quote{q.answeredAt ? ` on ${formatDateTime(q.answeredAt)}` : ''}.</p>
        {q.declineReason ? <p className="mt-1 whitespace-pre-line text-muted-foreground">{q.declineReason}</p> : null}
      </Notice>
    );
  }
  if (q.expired) return <Notice tone="warning">This quote has expired. Ask {q.agency.legalName} for a new one.</Notice>;
  if (!q.can.sign && q.signRefusal) {
    const who = q.signers.length > 0 ? q.signers.join(', ') : 'your company’s primary contact';
    return <Notice>Only your company’s primary contacts can accept or decline this quote: {who}.</Notice>;
  }
  return null;
}
