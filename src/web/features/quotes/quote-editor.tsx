import { Download, Save, Send } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { quotesApi } from '@shared/api/quotes';
import { totalsRows } from '@shared/document-totals';
import { CURRENCIES } from '@shared/enums';
import { CreateQuoteInput, SaveQuoteInput, type QuoteDto } from '@shared/schemas/quotes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { StatusBadge } from '../../components/status-badge';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { endpointUrl, errorMessage } from '../../lib/api';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { bodyResolver } from '../../lib/body-resolver';
import { formatDate, formatMoney } from '../../lib/format';
import { useTaxRates } from '../../lib/tax-rates';
import { QuoteConversionActions } from './client-quote-conversion';
import { useClientChoices, useCreateQuote, useSaveQuote, useSendQuote } from './api/quotes';
import { emptyQuoteForm, formOfQuote, lineAmounts, liveTotals, saveBodyOf, type QuoteForm } from './quote-form-state';
import { QuoteSectionsEditor } from './quote-sections-editor';
import { QuoteSignatureNote } from './quote-signature-note';
import { NamedOptions } from '../../components/filter-select';
import { t } from '@web/lib/messages/quotes';
import { totalsLabel } from './quote-totals-label';

interface Props {
  /** Null: a new quote, for `party`. */
  quote: QuoteDto | null;
  party?: { clientId?: string; leadId?: string };
}

/** The editor's values: the quote as typed, and for a new quote the client chosen. */
type EditorValues = QuoteForm & { clientId: string };
const FIELDS = ['title', 'introduction', 'terms', 'currency', 'validUntil', 'depositPercent', 'sections', 'clientId'] as const;

/** Each message by its dotted path (`sections.0.items.1.quantity`), as the sections editor reads them. */
function messagesByPath(errors: FieldErrors, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string') out[path] = (value as { message: string }).message;
    Object.assign(out, messagesByPath(value as FieldErrors, path));
  }
  return out;
}

/** The admin's quote editor: details, sections and lines, live totals, and Save, Send and Download PDF. */
export function QuoteEditor({ quote, party = {} }: Props) {
  const navigate = useNavigate();
  // A lead's quote names the lead; any other, the client chosen.
  const partyOf = (v: EditorValues) => ({ clientId: party.leadId ? null : v.clientId, leadId: party.leadId ?? null });
  const { handleSubmit, getValues, setValue, setError, reset, watch, formState } = useForm<EditorValues>({
    // The route's schema checks the very body that will be sent: a new quote's (with its client or lead), or a save's.
    resolver: quote
      ? bodyResolver(
          () => SaveQuoteInput,
          (v: EditorValues) => saveBodyOf(v),
        )
      : bodyResolver(
          () => CreateQuoteInput,
          (v: EditorValues) => ({ ...saveBodyOf(v), ...partyOf(v) }),
        ),
    defaultValues: { ...(quote ? formOfQuote(quote) : emptyQuoteForm()), clientId: party.clientId ?? '' },
  });
  const form = watch();
  const errors = messagesByPath(formState.errors);
  const dirty = formState.isDirty;
  const rates = useTaxRates();
  const clients = useClientChoices(!quote && !party.leadId);
  const create = useCreateQuote();
  const save = useSaveQuote();
  const send = useSendQuote();
  const taxRates = useMemo(() => rates.data?.items ?? [], [rates.data]);
  const readOnly = quote ? !quote.can.edit : false;
  const currency = form.currency || quote?.currency || 'USD';
  const totals = liveTotals(form, taxRates, currency);
  const update = (patch: Partial<QuoteForm>) => {
    for (const [key, value] of Object.entries(patch)) setValue(key as keyof QuoteForm, value as never, { shouldDirty: true });
  };

  const onSave = handleSubmit(async () => {
    const values = getValues();
    try {
      if (!quote) {
        const created = await create.mutateAsync({ ...saveBodyOf(values), ...partyOf(values) });
        toast.success(t('quotes.editor.created', { number: created.number }));
        void navigate(`/quotes/${created.id}`, { replace: true });
        return;
      }
      const saved = await save.mutateAsync({ id: quote.id, input: saveBodyOf(values) });
      reset({ ...formOfQuote(saved), clientId: '' });
      toast.success(
        saved.version > quote.version ? t('quotes.editor.savedAsVersion', { version: saved.version }) : t('quotes.editor.saved'),
      );
    } catch (error) {
      // A section list's own message (`sections`) is said under the sections.
      applyServerErrors(error, FIELDS, setError, { rename: { sections: 'sections.root' } });
      toast.error(t('quotes.editor.notSaved'), { description: errorMessage(error) });
    }
  });

  const onSend = async () => {
    if (!quote) return;
    try {
      const sent = await send.mutateAsync(quote.id);
      toast.success(t('quotes.editor.sent', { number: sent.quote.number }), {
        description: t('quotes.editor.emailedTo', { recipients: sent.recipients.join(', ') }),
      });
    } catch (error) {
      toast.error(t('quotes.editor.notSent'), { description: errorMessage(error) });
    }
  };

  const party_ = quote
    ? (quote.client?.name ?? (quote.lead ? t('quotes.editor.leadParty', { name: quote.lead.name, company: quote.lead.company }) : ''))
    : null;
  return (
    <div className="space-y-6">
      <PageHeader
        title={quote ? t('quotes.document.label', { number: quote.number }) : t('quotes.editor.newQuote')}
        subtitle={quote ? t('quotes.editor.subtitle', { party: party_, version: quote.version }) : t('quotes.editor.newSubtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            {quote && <StatusBadge kind="quote" status={quote.status} />}
            {quote && <QuoteConversionActions quoteId={quote.id} />}
            {quote && (
              <Button variant="secondary" asChild>
                <a href={endpointUrl(quotesApi.pdf, { params: { id: quote.id } })} download>
                  <Download aria-hidden className="size-4" /> {t('quotes.client.downloadPdf')}
                </a>
              </Button>
            )}
            {!readOnly && (
              <Button variant="secondary" onClick={() => void onSave()} disabled={create.isPending || save.isPending}>
                <Save aria-hidden className="size-4" /> {t('quotes.editor.save')}
              </Button>
            )}
            {quote?.can.send && (
              <Button
                onClick={() => void onSend()}
                disabled={dirty || send.isPending}
                title={dirty ? t('quotes.editor.saveFirst') : undefined}
              >
                <Send aria-hidden className="size-4" /> {quote.status === 'draft' ? t('quotes.editor.send') : t('quotes.editor.sendAgain')}
              </Button>
            )}
          </div>
        }
      />
      {quote?.can.editMakesVersion && (
        <p className="rounded-md border border-border bg-surface-muted p-3 text-sm">
          {t('quotes.editor.makesVersion', { version: quote.version + 1 })}
        </p>
      )}
      {readOnly && quote && <p className="text-sm text-muted-foreground">{t('quotes.editor.readOnly', { status: quote.status })}</p>}
      {quote && <QuoteSignatureNote quote={quote} />}
      <Card className="grid gap-4 p-4 md:grid-cols-2">
        {!quote && !party.leadId && (
          <SelectField
            label={t('quotes.editor.client')}
            value={form.clientId}
            onChange={(e) => setValue('clientId', e.target.value, { shouldDirty: true })}
            error={errors.clientId}
          >
            <option value="">{t('quotes.editor.chooseClient')}</option>
            <NamedOptions items={clients.data} />
          </SelectField>
        )}
        {!quote && party.leadId && <p className="text-sm">{t('quotes.editor.forLead')}</p>}
        <TextField
          label={t('quotes.editor.title')}
          value={form.title}
          disabled={readOnly}
          onChange={(e) => update({ title: e.target.value })}
          error={errors.title}
        />
        <SelectField
          label={t('quotes.editor.currency')}
          value={form.currency}
          disabled={readOnly}
          onChange={(e) => update({ currency: e.target.value })}
          options={CURRENCIES}
          error={errors.currency}
        >
          {!quote && <option value="">{t('quotes.editor.clientCurrency')}</option>}
        </SelectField>
        <TextField
          label={t('quotes.document.validUntil')}
          type="date"
          value={form.validUntil}
          disabled={readOnly}
          onChange={(e) => update({ validUntil: e.target.value })}
          error={errors.validUntil}
        />
        <TextField
          label={t('quotes.editor.depositPercent')}
          inputMode="decimal"
          placeholder={t('quotes.editor.depositDefault')}
          value={form.depositPercent}
          disabled={readOnly}
          onChange={(e) => update({ depositPercent: e.target.value })}
          error={errors.depositPercent}
        />
        <TextareaField
          label={t('quotes.editor.introduction')}
          className="md:col-span-2"
          value={form.introduction}
          disabled={readOnly}
          onChange={(e) => update({ introduction: e.target.value })}
          error={errors.introduction}
        />
      </Card>
      <QuoteSectionsEditor
        sections={form.sections}
        onChange={(sections) => update({ sections })}
        taxRates={taxRates}
        amounts={lineAmounts(form, totals).map((section) => section.map((minor) => formatMoney(minor, currency)))}
        readOnly={readOnly}
        errors={errors}
      />
      {(errors.sections ?? errors['sections.root']) && (
        <p className="text-sm text-destructive">{errors.sections ?? errors['sections.root']}</p>
      )}
      <Card className="ml-auto max-w-sm space-y-1 p-4 text-sm" aria-label={t('quotes.editor.totals')}>
        {/* Reads top to bottom: Subtotal - Discounts + taxes added = Total; taxes inside the prices after it. */}
        {totalsRows(totals).map((row) =>
          row.kind === 'included' ? (
            <p key={row.label} className="flex justify-between text-xs text-muted-foreground">
              <span>{totalsLabel(row)}</span>
              <span className="tabular-nums">{formatMoney(row.minor, currency)}</span>
            </p>
          ) : (
            <Row
              key={row.label}
              label={totalsLabel(row)}
              value={`${row.kind === 'discount' ? '−' : ''}${formatMoney(row.minor, currency)}`}
              strong={row.kind === 'total'}
            />
          ),
        )}
        {quote && (
          <p className="pt-1 text-xs text-muted-foreground">
            {t('quotes.editor.validAndDeposit', {
              date: formatDate(quote.validUntil),
              deposit: formatMoney(quote.depositMinor, quote.currency),
            })}
          </p>
        )}
      </Card>
      <Card className="p-4">
        <TextareaField
          label={t('quotes.document.terms')}
          rows={5}
          value={form.terms}
          disabled={readOnly}
          onChange={(e) => update({ terms: e.target.value })}
          error={errors.terms}
        />
      </Card>
    </div>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between border-t border-border pt-1 font-semibold' : 'flex justify-between'}>
      <span>{label}</span>
      <span className="tabular-nums" data-testid={strong ? 'quote-total' : undefined}>
        {value}
      </span>
    </div>
  );
}
