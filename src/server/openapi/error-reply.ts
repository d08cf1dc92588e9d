/** The error shapes API routes answer with, for the document. */
import { z } from 'zod';

/** Every portal route's (src/server/app.ts's error formatter). */
export const ApiErrorReply = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Machine-readable, e.g. validation_failed, not_found, conflict.' }),
      message: z.string().meta({ description: 'A sentence fit to show a user.' }),
      fields: z.record(z.string(), z.string()).optional().meta({ description: 'A message per invalid field.' }),
      requestId: z.string().optional().meta({ description: 'On 5xx: matches the server log line.' }),
    }),
  })
  .meta({ id: 'ApiError', description: 'What every portal route answers when it refuses or fails.' });

/** better-auth's own (its routes under /auth answer it for what better-auth itself refuses). */
export const AuthErrorReply = z
  .object({
    code: z.string().optional().meta({ description: "better-auth's code, e.g. INVALID_EMAIL_OR_PASSWORD." }),
    message: z.string().meta({ description: 'A sentence fit to show a user.' }),
  })
  .meta({ id: 'AuthError', description: "better-auth's error body: `{ code, message }` at the top level." });
