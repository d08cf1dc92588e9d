/**
 * A client's statement (decision 0097): read for the screens, printed, and sent to the client's billing contact. The
 * figures are the shared read model's (src/server/db/client-statement.ts); this file answers who may and which period.
 */
import { eq } from 'drizzle-orm';
import type { Currency } from '@shared/enums';
import { statementReadRefusal } from '@shared/policies/statements';
import { defaultStatementPeriod, type Statement, type StatementEmailReply, type StatementQuery } from '@shared/schemas/statements';
import type { AppDeps, CurrentUser } from '../../context';
import { readClientStatement } from '../../db/client-statement';
import { clients } from '../../db/schema';
import { statementPdf } from '../../documents/statement-document';
import { conflict, forbidden, notFound } from '../../errors';
import { enqueueMail } from '../../jobs/mail-jobs';
import { readerFormat } from '../../documents/reader-format';
import { clientReader } from '../../reader-language';

/** The client whose statement the user may read: any for admins, their own company for its primary contacts. */
async function statementClient(deps: AppDeps, user: CurrentUser, clientId: string) {
  const refusal = statementReadRefusal(user, clientId);
  if (refusal === 'forbidden') throw forbidden();
  if (refusal === 'not_found') throw notFound('errors.notFound.client');
  const [client] = await deps.database.db
    .select({ id: clients.id, name: clients.name, email: clients.email, contactPerson: clients.contactPerson })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw notFound('errors.notFound.client');
  return client;
}

/** The period asked, each missing end from the default (this year up to today). */
function periodOf(query: StatementQuery) {
  const fallback = defaultStatementPeriod();
  const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
  const from = query.from ?? (to < fallback.from ? `${to.slice(0, 4)}-01-01` : fallback.from);
  return { from, to, currency: query.currency };
}

export async function readStatement(deps: AppDeps, user: CurrentUser, clientId: string, query: StatementQuery): Promise<Statement> {
  const client = await statementClient(deps, user, clientId);
  const period = periodOf(query);
  const currencies = await readClientStatement(deps.database.db, clientId, period);
  return { client: { id: client.id, name: client.name }, from: period.from, to: period.to, currencies };
}

export async function getStatementPdf(deps: AppDeps, user: CurrentUser, clientId: string, query: StatementQuery) {
  await statementClient(deps, user, clientId);
  const period = periodOf(query);
  const currency = period.currency ?? (await readClientStatement(deps.database.db, clientId, period))[0]!.currency;
  return statementPdf(deps, clientId, { ...period, currency });
}

/** One e-mail to the client's address with the statement of each currency attached. */
export async function emailStatement(
  deps: AppDeps,
  user: CurrentUser,
  clientId: string,
  query: StatementQuery,
): Promise<StatementEmailReply> {
  const client = await statementClient(deps, user, clientId);
  if (!client.email) throw conflict('errors.statements.clientHasEMail');
  const period = periodOf(query);
  const statements = await readClientStatement(deps.database.db, clientId, period);
  // The client company's language and locale.
  const f = readerFormat(await clientReader(deps.database.db, clientId));
  const { t } = f;
  const closing = statements.map((s) => `- ${s.currency}: ${f.money(s.closingBalanceMinor, s.currency)}`);
  const days = { from: f.day(period.from), to: f.day(period.to) };
  await enqueueMail(deps.jobs, deps.database.db, 'email.statement', {
    language: f.language,
    to: client.email,
    subject: t('mail.statement.subject', { client: client.name, ...days }),
    text: [
      t('mail.common.hello', { name: client.contactPerson }),
      '',
      t('mail.statement.intro', days),
      '',
      ...closing,
      '',
      t('mail.statement.portal', { link: `${deps.env.APP_URL}/client-billing` }),
    ].join('\n'),
    attachments: statements.map((s) => ({
      kind: 'statement' as const,
      id: clientId,
      from: period.from,
      to: period.to,
      currency: s.currency as Currency,
    })),
  });
  return { queued: true, to: client.email };
}
