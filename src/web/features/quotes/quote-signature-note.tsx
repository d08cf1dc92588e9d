import { Link } from 'react-router';
import type { QuoteDto } from '@shared/schemas/quotes';
import { formatDateTime } from '../../lib/format';
import { t } from '@web/lib/messages/quotes';
import { rich } from '@web/lib/i18n-rich';

/** On the staff quote screen: who signed an accepted quote, when, and the project it became. */
export function QuoteSignatureNote({ quote }: { quote: Pick<QuoteDto, 'status' | 'signature' | 'project'> }) {
  const { signature, project } = quote;
  if (quote.status !== 'accepted' || !signature) return null;
  const signedAs = signature.signedBy && signature.signedBy.name !== signature.signerName ? signature.signedBy.name : null;
  const date = formatDateTime(signature.signedAt);
  return (
    <div className="space-y-1 rounded-md border border-border bg-surface-muted p-3 text-sm" data-quote-signature>
      <p className="font-medium text-foreground">
        {signedAs
          ? t('quotes.signature.signedByAs', { name: signature.signerName, account: signedAs, date })
          : t('quotes.signature.signedBy', { name: signature.signerName, date })}
      </p>
      <p className="break-all text-xs text-muted-foreground">
        {t('quotes.signature.fingerprint', { version: signature.version, sha256: signature.documentSha256 })}
      </p>
      {project ? (
        <p>
          {rich(t('quotes.signature.project', { name: project.name }), {
            link: (name) => (
              <Link to={`/projects/${project.id}`} className="font-medium text-primary underline underline-offset-2">
                {name}
              </Link>
            ),
          })}
        </p>
      ) : (
        <p className="text-muted-foreground">{t('quotes.signature.noProject')}</p>
      )}
    </div>
  );
}
