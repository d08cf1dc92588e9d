/** The one error shape every API route answers with (src/server/app.ts's error formatter), for the document. */
import { z } from 'zod';

export const ApiErrorReply = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Machine-readable, e.g. validation_failed, not_found, conflict.' }),
      message: z.string().meta({ description: 'A sentence fit to show a user.' }),
      fields: z.record(z.string(), z.string()).optional().meta({ description: 'A message per invalid field.' }),
      requestId: z.string().optional().meta({ description: 'On 5xx: matches the server log line.' }),
    }),
  })
  .meta({ id: 'ApiError' });
