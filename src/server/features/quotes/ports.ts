/**
 * What the quotes feature needs of others, handed in by the app layer (src/server/app.ts), since features do not
 * import each other: the documents' gap-free counter (billing), the
 * lead -> client conversion (leads) and the invitation a new client user is sent (users).
 */
import type { Currency } from '@shared/enums';
import type { CurrentUser } from '../../context';
import type { DbOrTx, Tx } from '../../db/transaction';
import type { InvitationLink } from '../../auth/invitation';
import type { MailMessage } from '../../integrations/mail';

export interface QuotePorts {
  /** The next number of a document kind's gap-free sequence, taken inside the writing transaction. */
  allocateDocumentNumber: (tx: DbOrTx, kind: string) => Promise<number>;
  /** Turns a lead into a client inside the caller's transaction, billed in `currency` (the quote's). */
  convertLead: (tx: Tx, user: CurrentUser, leadId: string, currency: Currency) => Promise<{ client: { id: string } }>;
  invitationMail: (to: { email: string; firstName: string; company: string | null }, link: InvitationLink) => MailMessage;
}
