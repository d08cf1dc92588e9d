/** The signed-in user's API keys (docs/decisions/0059-api-keys.md). */
import { ApiKeyList, CreateApiKeyInput, CreatedApiKey } from '../schemas/api-keys';
import { EMPTY, endpoint } from './endpoint';

const tag = 'API keys';

export const apiKeysApi = {
  list: endpoint({
    method: 'get',
    path: '/account/api-keys',
    tag,
    summary: 'List your API keys',
    description: 'Keys not revoked, newest first; an expired one says so. The keys themselves are never shown again.',
    access: 'signed-in',
    reply: ApiKeyList,
  }),
  create: endpoint({
    method: 'post',
    path: '/account/api-keys',
    tag,
    summary: 'Make an API key',
    description:
      'The answer holds the key (`key`) this once; only its hash is kept. Send it as `Authorization: Bearer <key>`: ' +
      'the request acts as you, with exactly your role. Only a signed-in browser session may make a key (403 with a key). ' +
      'One person holds at most 10 keys in force (409 beyond); the rate limit counts all their keys together.',
    access: 'signed-in',
    body: CreateApiKeyInput,
    reply: CreatedApiKey,
    status: 201,
    sessionOnly: true,
  }),
  revoke: endpoint({
    method: 'delete',
    path: '/account/api-keys/{id}',
    tag,
    summary: 'Revoke one of your API keys',
    description: "It stops at once. Another user's key answers 404, as an unknown one does.",
    access: 'signed-in',
    reply: EMPTY,
  }),
};
