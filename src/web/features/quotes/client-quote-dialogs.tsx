import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { quoteDocumentSha256 } from '@shared/quote-document';
import { AcceptQuoteInput, DeclineQuoteInput, type ClientQuote } from '@shared/schemas/quote-acceptance';
import { FormDialog } from '../../components/form-dialog';
import { CheckboxLine } from '../../components/form-parts';
import { FieldError } from '../../components/field-error';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { ReasonDialog } from '../../components/reason-dialog';
import { sendForm } from '../../lib/apply-server-errors';
import { formatMoney } from '../../lib/format';
import { withToasts } from '../../lib/with-toasts';
import { useAcceptQuote, useDeclineQuote } from './api/quote-acceptance';
import { t } from '@web/lib/messages/quotes';

interface DialogProps {
  quote: ClientQuote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface SignValues {
  signerName: string;
  termsAccepted: boolean;
}

/** What the person fills in; the version and the document's hash are added when it is sent. */
const signResolver = zodResolver(AcceptQuoteInput.pick({ signerName: true, termsAccepted: true })) as unknown as Resolver<SignValues>;

/**
 * Accept and sign: the typed full name and the ticked terms. The browser hashes the document it shows (the same
 * function the server uses) and sends that hash with the version, so what is signed is what was read.
 */
export function AcceptQuoteDialog({ quote, open, onOpenChange }: DialogProps) {
  const formId = useId();
  const accept = useAcceptQuote();
  const { register, handleSubmit, getValues, setError, formState } = useForm<SignValues>({
    resolver: signResolver,
    defaultValues: { signerName: '', termsAccepted: false },
  });
  const { errors } = formState;
  const d = quote.document;

  // A conflict (the quote changed or was answered meanwhile) is said under the form: no field caused it.
  const submit = handleSubmit(async () => {
    const documentSha256 = await quoteDocumentSha256(d);
    const input = { signerName: getValues('signerName'), termsAccepted: true as const, version: d.version, documentSha256 };
    await sendForm(
      setError,
      ['signerName', 'termsAccepted'],
      () =>
        withToasts(() => accept.mutateAsync({ id: quote.id, input }), {
          success: t('quotes.accept.success'),
          description: t(quote.depositMinor > 0 ? 'quotes.accept.successWithDeposit' : 'quotes.accept.successProject', {
            agency: quote.agency.legalName,
          }),
          failure: t('quotes.accept.failure'),
        }),
      { formMessage: 'conflict', onSent: () => onOpenChange(false) },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('quotes.client.acceptAndSign')}
      description={t('quotes.accept.description', { number: d.number, title: d.title, total: formatMoney(d.totalMinor, d.currency) })}
      className="max-w-lg"
      busy={accept.isPending}
      busyLabel={t('quotes.accept.signing')}
      submitLabel={t('quotes.client.acceptAndSign')}
      formId={formId}
      onSubmit={submit}
      formClassName="space-y-4"
    >
      <TextField
        label={t('quotes.accept.fullName')}
        autoComplete="name"
        autoFocus
        required
        maxLength={200}
        error={errors.signerName?.message}
        {...register('signerName')}
      />
      <div>
        <CheckboxLine aria-invalid={errors.termsAccepted ? true : undefined} {...register('termsAccepted')}>
          {t('quotes.accept.acceptTerms')}
        </CheckboxLine>
        <FieldError id={`${formId}-terms`} message={errors.termsAccepted?.message} />
      </div>
      <p className="text-sm text-muted-foreground">{t('quotes.accept.signatureNote')}</p>
      <FormAlert errors={errors} />
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
      title={t('quotes.decline.title')}
      description={t('quotes.decline.description')}
      submitLabel={t('quotes.decline.title')}
      busy={decline.isPending}
      schema={DeclineQuoteInput}
      send={(reason) =>
        withToasts(() => decline.mutateAsync({ id: quote.id, input: { reason } }), {
          success: t('quotes.decline.success'),
          description: t('quotes.decline.successDescription', { agency: quote.agency.legalName }),
          failure: t('quotes.decline.failure'),
        })
      }
    />
  );
}
