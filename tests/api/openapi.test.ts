/**
 * The API describes itself (docs/architecture.md, "Routes described once"): every route the server serves is in
 * GET /api/openapi.json with the method and path it answers, and the document names no route the server does not
 * serve. A route added the old way, by hand, fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** The description itself: the document and its reference page. */
const SELF = new Set(['get /openapi.json', 'get /docs']);

function servedRoutes(): Set<string> {
  const served = new Set<string>();
  for (const r of t.app.routes) {
    if (!r.path.startsWith('/api/') || r.method === 'ALL' || r.path.includes('*')) continue;
    const key = `${r.method.toLowerCase()} ${r.path.slice('/api'.length).replace(/:(\w+)/g, '{$1}')}`;
    if (!SELF.has(key)) served.add(key);
  }
  return served;
}

async function documentedRoutes(): Promise<Set<string>> {
  const res = await t.request('/api/openapi.json');
  expect(res.status).toBe(200);
  const documented = new Set<string>();
  for (const [path, item] of Object.entries(res.json.paths as Record<string, Record<string, unknown>>)) {
    for (const method of METHODS) if (item[method]) documented.add(`${method} ${path}`);
  }
  return documented;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, public, and says how to authenticate', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    expect(res.json.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
  });

  it('describes every route the server serves', async () => {
    const documented = await documentedRoutes();
    const missing = [...servedRoutes()].filter((r) => !documented.has(r));
    expect(missing, 'served but not in /api/openapi.json: declare them through src/shared/api').toEqual([]);
  });

  it('names no route the server does not serve', async () => {
    const served = servedRoutes();
    const extra = [...(await documentedRoutes())].filter((r) => !served.has(r));
    expect(extra).toEqual([]);
  });

  it("describes a route's input, answer and errors from its schemas", async () => {
    const res = await t.request('/api/openapi.json');
    const list = res.json.paths['/tasks'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['page', 'pageSize', 'q', 'status']));
    expect(list.responses['200'].content['application/json'].schema).toBeTruthy();
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    const create = res.json.paths['/tasks'].post;
    expect(create.requestBody.content['application/json'].schema).toBeTruthy();
    expect(create.responses['201']).toBeTruthy();
  });

  it('says when a route also answers 202, and that the Stripe webhook needs no session', async () => {
    const res = await t.request('/api/openapi.json');
    const customer = res.json.paths['/clients/{id}/stripe-customer'].post;
    expect(Object.keys(customer.responses)).toEqual(expect.arrayContaining(['200', '202']));
    expect(customer.responses['202'].content['application/json'].schema).toEqual(customer.responses['200'].content['application/json'].schema);
    const webhook = res.json.paths['/webhooks/stripe'].post;
    expect(webhook.security).toEqual([]);
    expect(webhook.responses['401']).toBeUndefined();
    expect(res.json.paths['/invoices/{id}/pdf'].get.responses['200'].content['application/pdf']).toBeTruthy();
  });

  it('serves the interactive reference from this origin, with no inline script', async () => {
    const res = await t.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-url="/api/openapi.json"');
    const scripts = [...res.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes, body] of scripts) {
      // Either a script from this origin or a data block the browser never runs.
      expect(attributes?.includes('src="/') || attributes?.includes('type="application/json"')).toBe(true);
      expect(body?.trim()).toBe('');
    }
  });
});
