import { Link } from 'react-router';
import type { QuoteDto } from '@shared/schemas/quotes';
import { formatDateTime } from '../../lib/format';

/** On the staff quote screen: who signed an accepted quote, when, and the project it became. */
export function QuoteSignatureNote({ quote }: { quote: Pick<QuoteDto, 'status' | 'signature' | 'project'> }) {
  const { signature, project } = quote;
  if (quote.status !== 'accepted' || !signature) return null;
  const account =
    signature.signedBy && signature.signedBy.name !== signature.signerName ? ` (signed in as ${signature.signedBy.name})` : '';
  return (
    <div className="space-y-1 rounded-md border border-border bg-surface-muted p-3 text-sm" data-quote-signature>
      <p className="font-medium text-foreground">
        Accepted and signed by {signature.signerName}
        {account} on {formatDateTime(signature.signedAt)}
      </p>
      <p className="break-all text-xs text-muted-foreground">
        Version {signature.version}, document fingerprint (SHA-256) {signature.documentSha256}
      </p>
      {project ? (
        <p>
          Project:{' '}
          <Link to={`/projects/${project.id}`} className="font-medium text-primary underline underline-offset-2">
            {project.name}
          </Link>
        </p>
      ) : (
        <p className="text-muted-foreground">Not turned into a project yet.</p>
      )}
    </div>
  );
}
