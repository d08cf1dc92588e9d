import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../shared/schemas/me';
import { ME_QUERY_KEY, meQueryOptions } from './current-user';
import { testMe } from '../test/me';

const ME: Me = testMe();

const setHint = (on: boolean) => {
  document.cookie = on ? 'portal.signed_in=1; path=/' : 'portal.signed_in=; path=/; max-age=0';
};

describe('who is signed in', () => {
  afterEach(() => {
    setHint(false);
    vi.restoreAllMocks();
  });

  it('is nobody, without a request, when the browser has no signed-in hint', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await new QueryClient().fetchQuery(meQueryOptions)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('is asked of the server when the hint says signed in', async () => {
    setHint(true);
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(ME));
    expect(await new QueryClient().fetchQuery(meQueryOptions)).toEqual(ME);
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/me');
  });

  it('is asked again for someone known to be signed in, even without the hint (a session ended elsewhere)', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ error: { code: 'unauthorized', message: 'Sign in.' } }, { status: 401 }));
    const client = new QueryClient();
    client.setQueryData(ME_QUERY_KEY, ME);
    expect(await client.fetchQuery({ ...meQueryOptions, staleTime: 0 })).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
