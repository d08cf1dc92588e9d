import { describe, expect, it } from 'vitest';
import { communicationResolver, emptyCommunicationForm, fromLocalInput, toCommunicationPayload, toLocalInput } from './communication-form';
import { fieldMessage } from '@web/lib/field-message';

const resolve = (values: ReturnType<typeof emptyCommunicationForm>) =>
  communicationResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the communication form', () => {
  it('starts as an outbound e-mail, with the client of the page it was opened from', () => {
    expect(emptyCommunicationForm('c1')).toMatchObject({ clientId: 'c1', type: 'email', direction: 'outbound', attachmentsCount: '0' });
  });

  it("sends only the chosen type's fields", () => {
    const values = {
      ...emptyCommunicationForm('c1'),
      subject: ' Call ',
      type: 'call' as const,
      duration: '30 minutes',
      fromEmail: 'stale@x.test',
      attachmentsCount: '4',
    };
    expect(toCommunicationPayload(values)).toMatchObject({
      subject: 'Call',
      duration: '30 minutes',
      fromEmail: null,
      attachmentsCount: '0',
      meetingStartsAt: null,
    });
  });

  it('turns local meeting times into moments and back', () => {
    const local = '2026-05-20T14:30';
    const iso = fromLocalInput(local)!;
    expect(new Date(iso).getHours()).toBe(14);
    expect(toLocalInput(iso)).toBe(local);
    expect(fromLocalInput('')).toBeNull();
  });

  it("asks for a client and a subject with the product's messages", async () => {
    const result = await resolve(emptyCommunicationForm());
    expect(fieldMessage(result.errors.clientId?.message ?? '')).toBe('Please select a client');
    expect(fieldMessage(result.errors.subject?.message ?? '')).toBe('Subject is required');
  });

  it('checks e-mail formats, attachments and the meeting order', async () => {
    const id = '3e4dd2a2-523f-43cb-a3e9-3a75a015478d';
    const email = await resolve({ ...emptyCommunicationForm(id), subject: 'x', fromEmail: 'nope', attachmentsCount: '-1' });
    expect(fieldMessage(email.errors.fromEmail?.message ?? '')).toBe('From must be a valid email address');
    expect(fieldMessage(email.errors.attachmentsCount?.message ?? '')).toBe('Attachments must be a whole number, 0 or more');
    const meeting = await resolve({
      ...emptyCommunicationForm(id),
      subject: 'x',
      type: 'meeting',
      meetingStartsAt: '2026-05-20T14:30',
      meetingEndsAt: '2026-05-20T14:00',
    });
    expect(fieldMessage(meeting.errors.meetingEndsAt?.message ?? '')).toBe('The end must not be before the start');
    const ok = await resolve({
      ...emptyCommunicationForm(id),
      subject: 'x',
      type: 'meeting',
      meetingStartsAt: '2026-05-20T14:30',
      meetingEndsAt: '2026-05-20T15:00',
    });
    expect(ok.errors).toEqual({});
  });
});
