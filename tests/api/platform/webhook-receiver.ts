/** A real HTTP receiver for webhook tests: records every request and answers what the test says. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** `answer` gives the status of the n-th request, or its status and body (by default "ok"). */
export async function startReceiver(answer: (n: number) => number | { status: number; body: string } = () => 200, delayMs = 0) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const reply = answer(received.length);
      const { status, body } = typeof reply === 'number' ? { status: reply, body: 'ok' } : reply;
      res.statusCode = status;
      setTimeout(() => res.end(body), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  async function waitFor(n: number, timeoutMs = 15_000): Promise<Received[]> {
    const until = Date.now() + timeoutMs;
    while (received.length < n) {
      if (Date.now() > until) throw new Error(`The receiver got ${received.length} of ${n} requests in ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return received;
  }
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, received, waitFor, close };
}
