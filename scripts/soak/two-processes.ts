/**
 * Two app processes on one PostgreSQL, as behind a load balancer: a session made on one works on the other, the
 * sign-in limit is counted across both, and simultaneous 'Create Stripe Customer' clicks on both make one customer.
 */
import { isEntryPoint } from '@server/cli/entry-point';
import { startFakeStripe } from '../../tests/fake-stripe';
import { call, freePort, signIn } from './http-client';
import { createSoakDatabase, PASSWORD } from './pg-database';
import { startServer } from './server-process';
import { isShort, report } from './workload';

const ACCOUNT_LIMIT = 4;

export async function twoProcessScenario(short = isShort()): Promise<number> {
  const db = await createSoakDatabase('two');
  const fake = await startFakeStripe();
  // Stripe answering slowly widens the window in which both processes race for the same customer.
  fake.delay('/v1/customers', 200);
  const boot = async () => {
    const port = await freePort();
    return startServer({
      DATABASE_URL: db.url,
      PORT: String(port),
      // One public address for both, as behind a load balancer.
      APP_URL: `http://127.0.0.1:${port}`,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_API_BASE: fake.url,
      SIGN_IN_LIMIT_PER_ACCOUNT: String(ACCOUNT_LIMIT),
      SIGN_IN_LIMIT_PER_IP: '1000',
    });
  };
  const [a, b] = await Promise.all([boot(), boot()]);
  try {
    // A session made on A is honoured by B (and the reverse).
    const cookieA = await signIn(a.url, 'admin@demo.test', PASSWORD);
    const cookieB = await signIn(b.url, 'super_admin@demo.test', PASSWORD);
    const sessionShared =
      (await call(b.url, '/api/me', { cookie: cookieA })).status === 200 &&
      (await call(a.url, '/api/me', { cookie: cookieB })).status === 200;

    // Wrong passwords alternately on A and B: the limit counts them together.
    const attempts: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMIT + 1; i++) {
      const base = i % 2 === 0 ? a.url : b.url;
      attempts.push(
        (await call(base, '/api/auth/sign-in/email', { body: { email: 'designer@demo.test', password: 'wrong-password' } })).status,
      );
    }
    const rateLimitShared = attempts.slice(0, ACCOUNT_LIMIT).every((s) => s === 401) && attempts[ACCOUNT_LIMIT] === 429;

    // Simultaneous clicks on both processes, for several clients.
    const clients = (await call(a.url, '/api/clients?pageSize=50', { cookie: cookieA })).json.items.map((c: { id: string }) => c.id);
    // Every demo client in the soak (there are eight), three in CI.
    const rounds = Math.min(short ? 3 : 10, clients.length);
    const clicksPerProcess = 4;
    const answers: number[] = [];
    for (const clientId of clients.slice(0, rounds)) {
      const clicks = Array.from({ length: clicksPerProcess * 2 }, (_, i) =>
        call(i % 2 === 0 ? a.url : b.url, `/api/clients/${clientId}/stripe-customer`, {
          body: {},
          cookie: i % 2 === 0 ? cookieA : cookieB,
        }),
      );
      answers.push(...(await Promise.all(clicks)).map((r) => r.status));
    }
    const perClient = new Map<string, number>();
    for (const customer of fake.customers.values())
      perClient.set(customer.metadata.client_id, (perClient.get(customer.metadata.client_id) ?? 0) + 1);
    const rows = await db.query(
      "select count(*)::int as n, count(distinct stripe_customer_id)::int as d from stripe_customers where status = 'completed'",
    );
    const oneCustomerEach =
      perClient.size === rounds && [...perClient.values()].every((n) => n === 1) && rows[0].n === rounds && rows[0].d === rounds;
    const clicksOk = answers.every((s) => s >= 200 && s < 300);

    return report(
      'two-processes',
      {
        sessionShared,
        signInAttempts: attempts,
        rateLimitShared,
        clients: rounds,
        clicks: answers.length,
        clickStatuses: answers.reduce<Record<number, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {}),
        stripeCustomersCreated: fake.customers.size,
        customerRows: rows[0].n,
      },
      sessionShared && rateLimitShared && oneCustomerEach && clicksOk,
    );
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await fake.close();
    await db.drop();
  }
}

if (isEntryPoint(import.meta.url)) process.exitCode = await twoProcessScenario();
