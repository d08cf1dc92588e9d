import { useId, useState, type FormEvent } from 'react';
import { quoteDocumentSha256 } from '@shared/quote-document';
import { AcceptQuoteInput, DeclineQuoteInput, type ClientQuote } from '@shared/schemas/quote-acceptance';
import { FormDialog } from '../../components/form-dialog';
import { CheckboxLine } from '../../components/form-parts';
import { FieldError } from '../../components/field-error';
import { TextField } from '../../components/text-field';
import { ReasonDialog } from '../../components/reason-dialog';
import { isApiError } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { withToasts } from '../../lib/with-toasts';
import { useAcceptQuote, useDeclineQuote } from './api/quote-acceptance';

interface DialogProps {
  quote: ClientQuote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Fields = Partial<Record<'signerName' | 'termsAccepted' | 'form', string>>;

/**
 * Accept and sign: the typed full name and the ticked terms. The browser hashes the document it shows (the same
 * function the server uses) and sends that hash with the version, so what is signed is what was read.
 */
export function AcceptQuoteDialog({ quote, open, onOpenChange }: DialogProps) {
  const formId = useId();
  const accept = useAcceptQuote();
  const [signerName, setSignerName] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [errors, setErrors] = useState<Fields>({});
  const d = quote.document;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const documentSha256 = await quoteDocumentSha256(d);
    const input = { signerName, termsAccepted: termsAccepted as true, version: d.version, documentSha256 };
    const parsed = AcceptQuoteInput.safeParse(input);
    if (!parsed.success) {
      const next: Fields = {};
      for (const issue of parsed.error.issues) next[(issue.path[0] as keyof Fields) ?? 'form'] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await withToasts(() => accept.mutateAsync({ id: quote.id, input }), {
        success: 'Quote accepted',
        description: `Thank you. ${quote.agency.legalName} has been told.`,
        failure: 'Failed to accept the quote',
      });
      onOpenChange(false);
    } catch (err) {
      if (isApiError(err) && err.fields)
        setErrors({
          signerName: err.fields.signerName,
          termsAccepted: err.fields.termsAccepted,
          form: err.status === 409 ? err.message : undefined,
        });
      else if (isApiError(err, 409)) setErrors({ form: err.message });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Accept and Sign"
      description={`You accept quote ${d.number}, ${d.title}, for ${formatMoney(d.totalMinor, d.currency)}.`}
      className="max-w-lg"
      formId={formId}
      busy={accept.isPending}
      busyLabel="Signing..."
      submitLabel="Accept and Sign"
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Your full name"
          autoComplete="name"
          autoFocus
          required
          maxLength={200}
          value={signerName}
          onChange={(e) => setSignerName(e.target.value)}
          error={errors.signerName}
        />
        <div>
          <CheckboxLine
            checked={termsAccepted}
            onChange={(e) => setTermsAccepted(e.target.checked)}
            aria-invalid={errors.termsAccepted ? true : undefined}
          >
            I accept the terms
          </CheckboxLine>
          <FieldError id={`${formId}-terms`} message={errors.termsAccepted} />
        </div>
        <p className="text-sm text-muted-foreground">
          Typing your name is your electronic signature. We keep it with the time, your address and a fingerprint of this version of the
          quote.
        </p>
        {errors.form ? (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        ) : null}
      </form>
    </FormDialog>
  );
}

/** Declining asks why: the agency reads the reason. */
export function DeclineQuoteDialog({ quote, open, onOpenChange }: DialogProps) {
  const decline = useDeclineQuote();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Decline Quote"
      description="Tell the agency why, so they can answer or send a new quote."
      submitLabel="Decline Quote"
      busy={decline.isPending}
      check={(reason) => {
        const parsed = DeclineQuoteInput.safeParse({ reason });
        return parsed.success ? undefined : parsed.error.issues[0]?.message;
      }}
      send={(reason) =>
        withToasts(() => decline.mutateAsync({ id: quote.id, input: { reason } }), {
          success: 'Quote declined',
          description: `${quote.agency.legalName} can read your reason.`,
          failure: 'Failed to decline the quote',
        })
      }
    />
  );
}
