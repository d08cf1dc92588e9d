import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMPTY, endpoint } from '@shared/api/endpoint';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import type { Logger } from '../log';
import { replyChecks } from './reply-check';
import { route } from './route';

const Item = z.object({ id: z.string(), tags: z.array(z.object({ name: z.string() })) });
const get = endpoint({ method: 'get', path: '/items/{id}', tag: 'T', summary: 's', access: 'public', reply: Item });
const remove = endpoint({ method: 'delete', path: '/items/{id}', tag: 'T', summary: 's', access: 'public', reply: EMPTY });

function appAnswering(answer: unknown) {
  const logged: unknown[] = [];
  const log = { error: (...args: unknown[]) => logged.push(args) } as unknown as Logger;
  const app = new Hono<AppEnv>();
  app.use('*', replyChecks(log));
  route(app, get, (c) => {
    if (c.req.param('id') === 'missing') throw new AppError(404, 'not_found', 'Item not found.');
    return answer as z.input<typeof Item>;
  });
  route(app, remove, () => undefined);
  app.onError((err, c) =>
    err instanceof AppError ? c.json({ error: { code: err.code, message: err.message } }, err.status) : c.json({ oops: true }, 500),
  );
  return { app, logged };
}

describe('replies checked against their description', () => {
  it('lets a reply through that its schema describes', async () => {
    const { app, logged } = appAnswering({ id: '1', tags: [{ name: 'a' }] });
    const res = await app.request('/items/1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: '1', tags: [{ name: 'a' }] });
    expect(logged).toEqual([]);
  });

  it('turns a wrong type into a 500 naming the route and the issue, and logs it', async () => {
    const { app, logged } = appAnswering({ id: 1, tags: [] });
    const res = await app.request('/items/1');
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('reply_mismatch');
    expect(body.error.message).toContain('GET /items/{id} answered 200');
    expect(body.error.message).toContain('id');
    expect(logged).toHaveLength(1);
  });

  it('refuses a field the description does not have, however deep', async () => {
    const { app } = appAnswering({ id: '1', tags: [{ name: 'a', secret: 'x' }] });
    const res = await app.request('/items/1');
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('tags.0.secret: not in the description');
  });

  it('holds error bodies to the error shape, and leaves a 204 alone', async () => {
    const { app } = appAnswering({ id: '1', tags: [] });
    expect((await app.request('/items/missing')).status).toBe(404);
    expect((await app.request('/items/1', { method: 'DELETE' })).status).toBe(204);
  });
});
