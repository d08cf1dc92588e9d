/**
 * Logging, editing and deleting communications: who may, that the client is one the caller works with, and that each
 * type keeps only its own fields (an e-mail's addresses, a call's duration, a meeting's start and end).
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MEETING_END_MESSAGE,
  TYPE_FIELDS,
  defaultStaffOnly,
  meetingInOrder,
  type CommunicationDetail,
  type CreateCommunicationInput,
  type UpdateCommunicationInput,
} from '@shared/schemas/communications';
import type { CommunicationType } from '@shared/enums';
import { writeRecorded } from '../../activity';
import { clientScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients, communications } from '../../db/schema';
import { forbidden, validationFailed } from '../../errors';
import { mayCreateCommunications, mayManageCommunication } from '@shared/policies/communications';
import { findCommunicationInScope, getCommunication } from './service';

export type CreateCommunication = z.output<typeof CreateCommunicationInput>;
export type UpdateCommunication = z.output<typeof UpdateCommunicationInput>;

const SELECT_A_CLIENT = 'errors.communications.pleaseSelectClient';

interface TypeFields {
  fromEmail: string | null;
  toEmail: string | null;
  attachmentsCount: number;
  duration: string | null;
  meetingStartsAt: string | Date | null;
  meetingEndsAt: string | Date | null;
}

/** Empties the fields another type uses, so a call turned into a chat keeps no stale duration. */
function keepTypeFields(type: CommunicationType, fields: TypeFields) {
  const kept = new Set<string>(TYPE_FIELDS[type]);
  const date = (v: string | Date | null) => (v === null ? null : new Date(v));
  return {
    fromEmail: kept.has('fromEmail') ? fields.fromEmail : null,
    toEmail: kept.has('toEmail') ? fields.toEmail : null,
    attachmentsCount: kept.has('attachmentsCount') ? fields.attachmentsCount : 0,
    duration: kept.has('duration') ? fields.duration : null,
    meetingStartsAt: kept.has('meetingStartsAt') ? date(fields.meetingStartsAt) : null,
    meetingEndsAt: kept.has('meetingEndsAt') ? date(fields.meetingEndsAt) : null,
  };
}

/** A client the caller may log communications for: one in their client scope. */
async function checkClient(db: Db, user: CurrentUser, clientId: string) {
  const [client] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, clientId), clientScope(user)));
  if (!client) throw validationFailed({ clientId: SELECT_A_CLIENT });
  return client;
}

export async function createCommunication(db: Db, user: CurrentUser, input: CreateCommunication): Promise<CommunicationDetail> {
  if (!mayCreateCommunications(user)) throw forbidden();
  const client = await checkClient(db, user, input.clientId);
  const [row] = await writeRecorded(
    db,
    (tx) =>
      tx
        .insert(communications)
        .values({
          clientId: client.id,
          userId: user.id,
          type: input.type,
          direction: input.direction,
          subject: input.subject,
          content: input.content,
          staffOnly: input.staffOnly ?? defaultStaffOnly(input.type),
          ...keepTypeFields(input.type, input),
        })
        .returning({ id: communications.id }),
    ([created]) => ({
      actorId: user.id,
      action: 'communication.created',
      entityType: 'communication',
      entityId: created!.id,
      clientId: client.id,
      summary: `Logged the ${input.type} ${input.subject} with ${client.name}`,
    }),
  );
  return getCommunication(db, user, row!.id);
}

/** `input` holds only the fields the request sent; the rest stay as stored. */
export async function updateCommunication(db: Db, user: CurrentUser, id: string, input: UpdateCommunication): Promise<CommunicationDetail> {
  const stored = await findCommunicationInScope(db, user, id);
  if (!mayManageCommunication(user, stored)) throw forbidden('errors.communications.onlyEditCommunicationsLogged');
  const sent = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as UpdateCommunication;

  const clientId = sent.clientId ?? stored.clientId;
  if (sent.clientId && sent.clientId !== stored.clientId) await checkClient(db, user, sent.clientId);

  const type = sent.type ?? (stored.type as CommunicationType);
  const merged = keepTypeFields(type, {
    fromEmail: sent.fromEmail !== undefined ? sent.fromEmail : stored.fromEmail,
    toEmail: sent.toEmail !== undefined ? sent.toEmail : stored.toEmail,
    attachmentsCount: sent.attachmentsCount ?? stored.attachmentsCount,
    duration: sent.duration !== undefined ? sent.duration : stored.duration,
    meetingStartsAt: sent.meetingStartsAt !== undefined ? sent.meetingStartsAt : stored.meetingStartsAt,
    meetingEndsAt: sent.meetingEndsAt !== undefined ? sent.meetingEndsAt : stored.meetingEndsAt,
  });
  // One time sent against the other one stored: the database would refuse it, so say which field is wrong.
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  if (!meetingInOrder({ meetingStartsAt: iso(merged.meetingStartsAt), meetingEndsAt: iso(merged.meetingEndsAt) })) {
    throw validationFailed({ meetingEndsAt: MEETING_END_MESSAGE });
  }

  await writeRecorded(
    db,
    (tx) =>
      tx
        .update(communications)
        .set({
          clientId,
          type,
          direction: sent.direction ?? stored.direction,
          subject: sent.subject ?? stored.subject,
          content: sent.content !== undefined ? sent.content : stored.content,
          // A changed type keeps the stored choice: the author made it (or the default did) and sees it on the form.
          staffOnly: sent.staffOnly ?? stored.staffOnly,
          ...merged,
          updatedAt: new Date(),
        })
        .where(eq(communications.id, id)),
    {
      actorId: user.id,
      action: 'communication.updated',
      entityType: 'communication',
      entityId: id,
      clientId,
      summary: `Updated the ${type} ${sent.subject ?? stored.subject}`,
      metadata: { fields: Object.keys(sent) },
    },
  );
  return getCommunication(db, user, id);
}

export async function deleteCommunication(db: Db, user: CurrentUser, id: string): Promise<void> {
  const stored = await findCommunicationInScope(db, user, id);
  if (!mayManageCommunication(user, stored)) throw forbidden('errors.communications.onlyDeleteCommunicationsLogged');
  await writeRecorded(db, (tx) => tx.delete(communications).where(eq(communications.id, id)), {
    actorId: user.id,
    action: 'communication.deleted',
    entityType: 'communication',
    entityId: id,
    clientId: stored.clientId,
    summary: `Deleted the ${stored.type} ${stored.subject}`,
    metadata: { subject: stored.subject, type: stored.type },
  });
}
