import { isContactField, type ContactErrors, type ContactValues } from './contact-fields';

export type SubmitOutcome = { ok: true } | { ok: false; message: string | undefined; fields: ContactErrors };

/**
 * Sends the form to the public endpoint. Resolves with the server's verdict; rejects only when no answer arrived
 * (network down), which the form reports differently.
 */
export async function submitContact(values: ContactValues): Promise<SubmitOutcome> {
  const response = await fetch('/api/contact-submissions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values),
  });
  if (response.ok) return { ok: true };

  // Errors answer `{ error: { code, message, fields? } }`; anything else (a proxy's HTML page) yields no details.
  const payload: unknown = await response.json().catch(() => null);
  const error = isRecord(payload) && isRecord(payload.error) ? payload.error : {};
  const fields: ContactErrors = {};
  if (isRecord(error.fields)) {
    for (const [name, message] of Object.entries(error.fields)) {
      if (isContactField(name) && typeof message === 'string') fields[name] = message;
    }
  }
  return { ok: false, message: typeof error.message === 'string' ? error.message : undefined, fields };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
