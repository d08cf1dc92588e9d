/** API keys (Account Settings > API keys; docs/decisions/0059-api-keys.md): what is made, listed and shown once. */
import { z } from 'zod';
import { ONE_LINE, oneLineMessage } from './fields';

export const API_KEY_NAME_MAX = 100;
/** What every key begins with, so a secret scanner or a reader can tell it is one of ours. */
export const API_KEY_PREFIX = 'ap_';
/** Keys in force (not revoked, not expired) one user may hold at once. */
export const API_KEYS_PER_USER_MAX = 10;

export const CreateApiKeyInput = z.strictObject({
  name: z
    .string({ error: 'validation.apiKeys.giveKeyName' })
    .trim()
    .min(1, 'validation.apiKeys.giveKeyName')
    .max(API_KEY_NAME_MAX, `At most ${API_KEY_NAME_MAX} characters`)
    .regex(ONE_LINE, oneLineMessage('validation.label.theName')),
  /** When the key stops working; none: until it is revoked. */
  expiresAt: z.iso
    .datetime({ offset: true, error: 'validation.apiKeys.dateTimeEG' })
    .refine((value) => Date.parse(value) > Date.now(), 'validation.apiKeys.future')
    .nullish(),
});
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyInput>;

/** One key as its owner sees it: never the key itself, only its first characters. */
export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, e.g. 'ap_Xk3f9Qa2'. */
  start: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** The address of the last request made with the key. */
  lastUsedIp: z.string().nullable(),
  expired: z.boolean(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyList = z.object({ items: z.array(ApiKey) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

/** The answer to making a key: the key itself, this once. */
export const CreatedApiKey = ApiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;
