/** GET /api/me: who is signed in, what their role may do, and where they stand on two-factor. */
import { z } from 'zod';
import { LANGUAGES, LOCALES } from '../i18n/languages';
import { CAPABILITY_LIST, SCOPES } from '../permissions';
import { Profile } from './profile';

export const Me = z.object({
  user: Profile,
  /** Each capability the role has, with its scope (src/shared/permissions.ts); one it lacks is absent. */
  capabilities: z.partialRecord(z.enum(CAPABILITY_LIST), z.enum(SCOPES)),
  /** A TOTP authenticator is enrolled. */
  twoFactorEnabled: z.boolean(),
  /** The workspace requires two-factor of this user and they have not enrolled: only Account Settings works. */
  twoFactorRequired: z.boolean(),
  /**
   * The language and locale the person chose in Account Settings; null: they follow their company's or browser's.
   * (Always sent; optional only so that an older answer still reads.)
   */
  ownLanguage: z.enum(LANGUAGES).nullish(),
  ownLocale: z.enum(LOCALES).nullish(),
  /** What the portal shows them: their own choice, else (client users) their company's; null: the browser's. */
  language: z.enum(LANGUAGES).nullish(),
  locale: z.enum(LOCALES).nullish(),
});
export type Me = z.infer<typeof Me>;
