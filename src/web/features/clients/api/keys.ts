/** Every clients query key starts with CLIENTS_QUERY_KEY; a client's own data (users, activity) nests under its detail. */
export const CLIENTS_QUERY_KEY = ['clients'] as const;
export const CLIENT_LISTS_KEY = [...CLIENTS_QUERY_KEY, 'list'] as const;

export const clientKey = (id: string) => [...CLIENTS_QUERY_KEY, 'detail', id] as const;
export const clientUsersKey = (id: string) => [...clientKey(id), 'users'] as const;
export const clientActivityKey = (id: string) => [...clientKey(id), 'activity'] as const;
