import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';

/** What the web tests share: a JSON answer for a stubbed fetch, the app's providers around a screen, a clean slate. */

/** A JSON answer for a stubbed `fetch`. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers every `fetch` the component makes with `answer`; the spy shows what was sent. */
export function stubFetch(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => answer(String(input), init));
}

/** Unmounts what a test rendered and undoes its stubs. Call once at the top of a test file or describe block. */
export function resetAfterEach() {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}

/** The current path, so a test sees where a click led (`screen.getByTestId('where')`). */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

export interface RenderOptions {
  /** Puts `ui` in a router at this path, with the current path shown beside it. */
  at?: string;
  /** Fills the query cache before the first render (the signed-in user, say). */
  seed?: (queryClient: QueryClient) => void;
}

/** Renders `ui` with a query client that does not retry, as the app would hold it; returns that client. */
export function renderWithQueries(ui: ReactNode, { at, seed }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed?.(queryClient);
  const routed = at ? (
    <MemoryRouter initialEntries={[at]}>
      {ui}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  ) : (
    ui
  );
  render(<QueryClientProvider client={queryClient}>{routed}</QueryClientProvider>);
  return queryClient;
}
