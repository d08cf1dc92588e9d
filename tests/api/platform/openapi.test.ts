/**
 * The API describes itself (docs/architecture.md, "Routes described once"): every route the server serves is in
 * GET /api/openapi.json with the method and path it answers, and the document names no route the server does not
 * serve. A route added the old way, by hand, fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness';

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
    expect(customer.responses['202'].content['application/json'].schema).toEqual(
      customer.responses['200'].content['application/json'].schema,
    );
    const webhook = res.json.paths['/webhooks/stripe'].post;
    expect(webhook.security).toEqual([]);
    expect(webhook.responses['401']).toBeUndefined();
    expect(res.json.paths['/invoices/{id}/pdf'].get.responses['200'].content['application/pdf']).toBeTruthy();
  });

  it('names every operation once, and lists its tags with what each holds', async () => {
    const document = (await t.request('/api/openapi.json')).json;
    const ids: string[] = [];
    const tags = new Set<string>();
    for (const item of [...Object.values(document.paths), ...Object.values(document.webhooks)] as Record<string, any>[]) {
      for (const method of METHODS) {
        if (!item[method]) continue;
        ids.push(item[method].operationId);
        for (const tag of item[method].tags) tags.add(tag);
      }
    }
    expect(ids.filter((id) => typeof id !== 'string')).toEqual([]);
    expect(ids.length - new Set(ids).size, 'operationIds repeat').toBe(0);
    expect(document.paths['/tasks/{id}'].get.operationId).toBe('getTasksById');
    const listed = new Map((document.tags as { name: string; description?: string }[]).map((tag) => [tag.name, tag.description]));
    expect(
      [...tags].filter((tag) => !listed.get(tag)),
      'tags without a description in src/server/openapi/tags.ts',
    ).toEqual([]);
  });

  it('describes every parameter, and gives a client an absolute server address', async () => {
    const document = (await t.request('/api/openapi.json')).json;
    const undescribed: string[] = [];
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, any>>)) {
      for (const method of METHODS) {
        for (const parameter of item[method]?.parameters ?? [])
          if (!parameter.description) undescribed.push(`${method} ${path} ${parameter.name}`);
      }
    }
    expect(undescribed, 'describe them in the query schema (.meta) or src/server/openapi/parameters.ts').toEqual([]);
    const after = document.paths['/tasks'].get.parameters.find((p: { name: string }) => p.name === 'after');
    expect(after.description).toMatch(/last row of the page already shown/);
    expect(document.paths['/tasks/{id}/comments'].get.parameters[0].description).toBe("The task's id.");
    expect(document.servers).toEqual([{ url: 'http://localhost:3000/api', description: 'This portal' }]);
  });

  it('names the entities once in components.schemas, and says the unit of every money field', async () => {
    const document = (await t.request('/api/openapi.json')).json;
    const schemas = document.components.schemas;
    for (const name of ['Task', 'TaskListItem', 'Project', 'Client', 'Invoice', 'Quote', 'TimeEntry', 'User', 'ApiError', 'AuthError']) {
      expect(schemas[name], name).toBeTruthy();
    }
    const json = (op: any, status = '200') => op.responses[status].content['application/json'].schema;
    expect(json(document.paths['/tasks/{id}'].get)).toEqual({ $ref: '#/components/schemas/Task' });
    expect(json(document.paths['/tasks'].get).properties.items.items).toEqual({ $ref: '#/components/schemas/TaskListItem' });
    expect(document.webhooks['task.created'].post.requestBody.content['application/json'].schema.properties.data.$ref).toBe(
      '#/components/schemas/Task',
    );
    const unitless: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const properties = (node as { properties?: Record<string, { description?: string }> }).properties ?? {};
      for (const [name, property] of Object.entries(properties)) {
        if (name.endsWith('Minor') && !property.description?.includes('minor units')) unitless.push(`${where} ${name}`);
        if (['amount', 'unitPrice'].includes(name) && !property.description?.includes('major units')) unitless.push(`${where} ${name}`);
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${where}/${key}`);
    };
    visit(document, '#');
    expect(unitless).toEqual([]);
    const payment = document.paths['/invoices/{id}/payments'].post.requestBody.content['application/json'].schema;
    expect(payment.properties.amount.description).toMatch(/major units .*not minor units/);
  });

  it('documents the refusals every kind of route can answer', async () => {
    const { paths } = (await t.request('/api/openapi.json')).json;
    // Signed-in routes: 403 (a record's rules, two-factor required) besides the capability ones.
    for (const [path, method] of [
      ['/dashboard', 'get'],
      ['/client-dashboard', 'get'],
      ['/options/users', 'get'],
      ['/clients/{id}/billing', 'get'],
      ['/clients/{id}/credit-notes', 'get'],
      ['/projects/{id}/team/eligible', 'get'],
    ] as const) {
      expect(Object.keys(paths[path][method].responses), `${method} ${path}`).toEqual(
        expect.arrayContaining(['401', '403', '429', '500', '503']),
      );
    }
    // /auth takes no API key (403), and better-auth's own refusals have its own body.
    const options = paths['/auth/sign-in-options'].get;
    expect(options.responses['403'].description).toMatch(/Authorization/);
    const signIn = paths['/auth/sign-in/email'].post;
    expect(signIn.security).toEqual([]);
    expect(signIn.responses['401'].content['application/json'].schema.anyOf).toContainEqual({ $ref: '#/components/schemas/AuthError' });
    // better-auth's session routes need the cookie: they declare it.
    for (const path of [
      '/auth/sign-out',
      '/auth/change-password',
      '/auth/two-factor/enable',
      '/auth/two-factor/disable',
      '/auth/two-factor/generate-backup-codes',
    ]) {
      expect(paths[path].post.security, path).toEqual([{ session: [] }]);
      expect(paths[path].post.responses['401'], path).toBeTruthy();
    }
    // A write from a page of another site is refused.
    expect(paths['/contact-submissions'].post.responses['403'].description).toMatch(/Origin/);
    // Files: the stored file's own type; the event stream says what it is.
    expect(Object.keys(paths['/files/{id}/download'].get.responses['200'].content)).toEqual(['*/*']);
    expect(paths['/events'].get.responses['200'].content['text/event-stream']).toBeTruthy();
    expect(paths['/events'].get.responses['200'].description).toMatch(/Server-sent events/);
  });

  it('serves the interactive reference from this origin, with no inline script', async () => {
    const res = await t.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-url="/api/openapi.json"');
    // Nothing that would send the document to the vendor (Ask AI) or offer its services (MCP, Deploy).
    const configuration = JSON.parse(/data-configuration='([^']*)'/.exec(res.text)![1]!);
    expect(configuration).toMatchObject({
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
      telemetry: false,
    });
    const scripts = [...res.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes, body] of scripts) {
      // Either a script from this origin or a data block the browser never runs.
      expect(attributes?.includes('src="/') || attributes?.includes('type="application/json"')).toBe(true);
      expect(body?.trim()).toBe('');
    }
  });
});
