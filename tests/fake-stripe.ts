/**
 * A fake Stripe API on 127.0.0.1 for tests: only the endpoints the app's SDK calls, with Idempotency-Key replay and
 * realistic objects. The SDK is pointed at it with host/port/protocol (STRIPE_API_BASE).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Obj = Record<string, any>;

export interface FakeStripe {
  url: string;
  customers: Map<string, Obj>;
  invoices: Map<string, Obj>;
  invoiceItems: Obj[];
  /** Every request: method, path, form body (flattened keys like metadata[client_id]). */
  requests: Array<{ method: string; path: string; body: Record<string, string>; idempotencyKey?: string }>;
  /** The next n requests to this path prefix answer 500 (e.g. '/v1/customers'). */
  failNext(pathPrefix: string, times?: number): void;
  /** Delay answers to this path prefix by ms (to hold a request in flight). */
  delay(pathPrefix: string, ms: number): void;
  /** Changes an invoice as if someone paid or voided it at Stripe. */
  setInvoiceStatus(id: string, status: 'open' | 'paid' | 'void' | 'uncollectible'): Obj;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const invoiceItems: Obj[] = [];
  const requests: FakeStripe['requests'] = [];
  const idempotent = new Map<string, { status: number; body: Obj }>();
  const failures = new Map<string, number>();
  const delays = new Map<string, number>();
  let seq = 0;
  let invoiceSeq = 0;
  const id = (prefix: string) => `${prefix}_fake${String(++seq).padStart(6, '0')}`;

  function error(status: number, message: string, type = 'invalid_request_error') {
    return { status, body: { error: { type, message } } };
  }

  function invoiceTotal(inv: Obj) {
    return invoiceItems.filter((i) => i.invoice === inv.id).reduce((sum, i) => sum + i.amount, 0);
  }

  function view(inv: Obj): Obj {
    const total = invoiceTotal(inv);
    const lines = invoiceItems.filter((i) => i.invoice === inv.id);
    return {
      ...inv,
      amount_due: total,
      amount_paid: inv.status === 'paid' ? total : 0,
      amount_remaining: inv.status === 'paid' ? 0 : total,
      total,
      subtotal: total,
      lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${inv.id}/lines` },
    };
  }

  function handle(method: string, path: string, body: Record<string, string>): { status: number; body: Obj } {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        name: body.name ?? null,
        email: body.email ?? null,
        created: now(),
        livemode: false,
        metadata: Object.fromEntries(
          Object.entries(body)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice(9, -1), v]),
        ),
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/invoices') {
      if (!body.customer || !customers.has(body.customer)) return error(400, `No such customer: '${body.customer}'`);
      // Like Stripe: a number given at creation is kept at finalization, and must be unique in the account.
      if (body.number && [...invoices.values()].some((i) => i.number === body.number)) {
        return error(400, `Invoice number '${body.number}' already exists.`);
      }
      const inv = {
        id: id('in'),
        object: 'invoice',
        customer: body.customer,
        currency: body.currency ?? 'usd',
        collection_method: body.collection_method ?? 'charge_automatically',
        description: body.description ?? null,
        due_date: body.due_date ? Number(body.due_date) : null,
        status: 'draft',
        number: body.number ?? null,
        hosted_invoice_url: null,
        created: now(),
        livemode: false,
        status_transitions: { finalized_at: null, paid_at: null, voided_at: null, marked_uncollectible_at: null },
        metadata: Object.fromEntries(
          Object.entries(body)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice(9, -1), v]),
        ),
      };
      invoices.set(inv.id, inv);
      return { status: 200, body: view(inv) };
    }
    if (method === 'POST' && path === '/v1/invoiceitems') {
      if (!body.customer || !customers.has(body.customer)) return error(400, `No such customer: '${body.customer}'`);
      const inv = body.invoice ? invoices.get(body.invoice) : undefined;
      if (body.invoice && !inv) return error(400, `No such invoice: '${body.invoice}'`);
      if (inv && inv.status !== 'draft') return error(400, 'Invoice is not a draft.');
      const item = {
        id: id('ii'),
        object: 'invoiceitem',
        customer: body.customer,
        invoice: body.invoice ?? null,
        amount: Number(body.amount),
        currency: body.currency,
        description: body.description ?? null,
        quantity: 1,
        date: now(),
      };
      invoiceItems.push(item);
      return { status: 200, body: item };
    }
    if ((m = path.match(/^\/v1\/invoices\/([^/]+)\/finalize$/)) && method === 'POST') {
      const inv = invoices.get(m[1]!);
      if (!inv) return error(404, `No such invoice: '${m[1]}'`);
      if (inv.status !== 'draft') return error(400, 'This invoice is already finalized.');
      invoiceSeq += 1;
      inv.status = 'open';
      inv.number ??= `FAKE-${String(invoiceSeq).padStart(4, '0')}`;
      inv.hosted_invoice_url = `https://invoice.stripe.test/i/${inv.id}`;
      inv.status_transitions.finalized_at = now();
      return { status: 200, body: view(inv) };
    }
    if ((m = path.match(/^\/v1\/invoices\/([^/]+)\/send$/)) && method === 'POST') {
      const inv = invoices.get(m[1]!);
      if (!inv) return error(404, `No such invoice: '${m[1]}'`);
      if (inv.status !== 'open') return error(400, 'Only open invoices can be sent.');
      inv.sent = true;
      return { status: 200, body: view(inv) };
    }
    if ((m = path.match(/^\/v1\/invoices\/([^/]+)$/)) && method === 'GET') {
      const inv = invoices.get(m[1]!);
      if (!inv) return error(404, `No such invoice: '${m[1]}'`);
      return { status: 200, body: view(inv) };
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const data = [...invoices.values()]
        .filter((i) => !body.customer || i.customer === body.customer)
        .reverse()
        .map(view);
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/invoices' } };
    }
    return error(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const raw = Buffer.concat(chunks).toString('utf8');
        const body = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
        const key = req.headers['idempotency-key'] as string | undefined;
        requests.push({ method: req.method ?? 'GET', path: url.pathname, body, idempotencyKey: key });
        const send = (r: { status: number; body: Obj }, replayed = false) => {
          res.writeHead(r.status, {
            'content-type': 'application/json',
            'request-id': `req_${++seq}`,
            ...(key && { 'idempotency-key': key }),
            ...(replayed && { 'idempotent-replayed': 'true' }),
          });
          res.end(JSON.stringify(r.body));
        };
        if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
          return send(error(401, 'Invalid API Key provided.', 'invalid_request_error'));
        }
        const wait = [...delays].find(([p]) => url.pathname.startsWith(p))?.[1];
        if (wait) await new Promise((r) => setTimeout(r, wait));
        const failing = [...failures].find(([p, n]) => n > 0 && url.pathname.startsWith(p));
        if (failing) {
          failures.set(failing[0], failing[1] - 1);
          // A 400 so that the SDK does not retry on its own: the test sees the app's handling of a failure.
          return send(error(400, 'Simulated failure.', 'api_error'));
        }
        const cacheKey = key ? `${req.method} ${url.pathname} ${key}` : null;
        const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
        if (cached) return send(cached, true);
        const result = handle(req.method ?? 'GET', url.pathname, body);
        if (cacheKey && result.status < 500) idempotent.set(cacheKey, result);
        send(result);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    invoices,
    invoiceItems,
    requests,
    failNext(prefix, times = 1) {
      failures.set(prefix, times);
    },
    delay(prefix, ms) {
      delays.set(prefix, ms);
    },
    setInvoiceStatus(invoiceId, status) {
      const inv = invoices.get(invoiceId);
      if (!inv) throw new Error(`No fake invoice ${invoiceId}`);
      inv.status = status;
      if (status === 'paid') inv.status_transitions.paid_at = now();
      if (status === 'void') inv.status_transitions.voided_at = now();
      return view(inv);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
