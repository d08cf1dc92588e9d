/**
 * The embedded database's own thread (decision 0065): PGlite runs here and answers the PostgreSQL wire protocol on a
 * unix socket, so the app talks to it with `pg` exactly as to a PostgreSQL server, and its JavaScript (routing, JSON,
 * drizzle) runs while a query runs.
 *
 * PGlite has ONE session. Any number of connections may be open, but one at a time owns the session: from its first
 * message until PGlite answers ReadyForQuery 'idle' (not in a transaction, no extended-protocol exchange half done).
 * A transaction is therefore never interleaved with another connection's statements; the others wait their turn.
 * Notifications (LISTEN/NOTIFY) come out in the answer of the statement that committed; each is also sent to the
 * other connections that LISTENed on its channel, as PostgreSQL would. A named prepared statement would be shared too
 * (two connections preparing one name would collide): each connection's names are made its own, and dropped with it.
 */
import { createServer, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
// With its extension: where no TypeScript loader is registered (the tests), Node itself loads this thread; it strips
// the types but resolves no extensionless path.
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';

export interface EmbeddedWorkerData {
  pgdata: string;
  socketPath: string;
}

export type EmbeddedWorkerMessage = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;

interface Connection {
  socket: Socket;
  buffer: Buffer;
  started: boolean;
  closed: boolean;
  /** Between its first message and PGlite's ReadyForQuery 'idle': it owns the session until then. */
  inExchange: boolean;
  /** The channels this connection LISTENs on (PGlite's one session listens for all of them). */
  channels: Set<string>;
  /** Its prepared statements' names in the session: its own prefix before the name it gave. */
  prefix: string;
  statements: Set<string>;
}

let connectionCount = 0;

/** `LISTEN channel` or `UNLISTEN "Channel"`, as a simple query (the way pg-boss and the live hub send them). */
const LISTEN = /^\s*(un)?listen\s+(?:"([^"]+)"|([^\s;]+))\s*;?\s*$/i;

const { pgdata, socketPath } = workerData as EmbeddedWorkerData;
const post = (message: EmbeddedWorkerMessage) => parentPort!.postMessage(message);

const pglite = await PGlite.create(pgdata, { extensions: PGLITE_EXTENSIONS }).catch((error: unknown) => {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  return null;
});

const connections = new Set<Connection>();
const waiting: Connection[] = [];
let owner: Connection | null = null;
let pumping = false;

/**
 * A connection's next whole messages, or null until more bytes arrive: its startup message alone, then every whole
 * message it has sent (up to a Terminate), so that PGlite takes a Parse/Bind/Execute/Sync exchange in one call.
 */
function nextMessages(conn: Connection): Buffer | null {
  const b = conn.buffer;
  let end = 0;
  if (!conn.started) {
    if (b.length >= 8 && b.length >= b.readInt32BE(0)) end = b.readInt32BE(0);
  } else {
    while (end + 5 <= b.length && end + 1 + b.readInt32BE(end + 1) <= b.length) {
      const type = b[end];
      end += 1 + b.readInt32BE(end + 1);
      if (type === 0x58 /* Terminate */) break;
    }
  }
  if (end === 0) return null;
  conn.buffer = b.subarray(end);
  return b.subarray(0, end);
}

/**
 * PGlite's answer to the first connection's startup message. It is the same session for every connection, so later
 * ones get the same answer at once: connecting never waits for another connection's transaction.
 */
let startupAnswer: Buffer | null = null;

/** Answers what comes before a connection's first query, where it needs no turn of the session. */
function greet(conn: Connection) {
  while (!conn.started && conn.buffer.length >= 8) {
    const code = conn.buffer.readInt32BE(4);
    if (code !== SSL_REQUEST && code !== CANCEL_REQUEST && !startupAnswer) return; // the first startup is PGlite's
    if (!nextMessages(conn)) return;
    if (code === SSL_REQUEST) conn.socket.write('N');
    // PGlite has no backend to cancel: a cancel request is dropped, as the protocol lets a server do.
    else if (code !== CANCEL_REQUEST) {
      conn.socket.write(startupAnswer!);
      conn.started = true;
    }
  }
}

/** The messages with the connection's own names for its prepared statements (Parse, Bind, Describe and Close). */
function withOwnNames(conn: Connection, messages: Buffer): Buffer {
  const parts: Buffer[] = [];
  let renamed = false;
  for (let at = 0; at < messages.length;) {
    const end = at + 1 + messages.readInt32BE(at + 1);
    const type = messages[at];
    let nameAt = -1;
    if (type === 0x50 /* Parse: name first */) nameAt = at + 5;
    else if (type === 0x42 /* Bind: portal, then statement */) nameAt = messages.indexOf(0, at + 5) + 1;
    else if ((type === 0x44 /* Describe */ || type === 0x43) /* Close */ && messages[at + 5] === 0x53 /* a statement */) nameAt = at + 6;
    if (nameAt < 0 || messages[nameAt] === 0 /* the unnamed statement: one exchange's, never shared */) {
      parts.push(messages.subarray(at, end));
    } else {
      const nameEnd = messages.indexOf(0, nameAt);
      const own = conn.prefix + messages.toString('utf8', nameAt, nameEnd);
      if (type === 0x50) conn.statements.add(own);
      else if (type === 0x43) conn.statements.delete(own);
      const body = Buffer.concat([messages.subarray(at + 5, nameAt), Buffer.from(own), messages.subarray(nameEnd, end)]);
      const head = Buffer.alloc(5);
      head[0] = type!;
      head.writeInt32BE(4 + body.length, 1);
      parts.push(head, body);
      renamed = true;
    }
    at = end;
  }
  return renamed ? Buffer.concat(parts) : messages;
}

/** Runs messages through PGlite; answers whether the connection is back at a boundary (ReadyForQuery, idle). */
async function run(conn: Connection, messages: Buffer): Promise<boolean> {
  const startup = !conn.started;
  if (startup) {
    conn.started = true;
    if (startupAnswer) {
      conn.socket.write(startupAnswer);
      return true;
    }
  } else {
    for (let at = 0; at < messages.length; at += 1 + messages.readInt32BE(at + 1)) {
      if (messages[at] === 0x58 /* Terminate: always the last */) {
        conn.socket.end();
        if (at === 0) return true;
        messages = messages.subarray(0, at);
        break;
      }
      if (messages[at] !== 0x51 /* Query */) continue;
      const listen = LISTEN.exec(messages.toString('utf8', at + 5, at + messages.readInt32BE(at + 1)));
      // An unquoted name is folded to lower case, as PostgreSQL does.
      if (listen) conn.channels[listen[1] ? 'delete' : 'add'](listen[2] ?? listen[3]!.toLowerCase());
    }
  }
  if (!startup) messages = withOwnNames(conn, messages);
  const chunks: Uint8Array[] = [];
  await pglite!.execProtocolRawStream(new Uint8Array(messages), { onRawData: (data) => chunks.push(data.slice()) });
  const out = Buffer.concat(chunks);
  if (startup) startupAnswer = out;
  let idle = false;
  for (let at = 0; at + 5 <= out.length;) {
    const end = at + 1 + out.readInt32BE(at + 1);
    if (out[at] === 0x41 /* NotificationResponse: pid, channel, payload */) {
      const frame = out.subarray(at, end);
      const channel = frame.toString('utf8', 9, frame.indexOf(0, 9));
      for (const other of connections) if (other !== conn && !other.closed && other.channels.has(channel)) other.socket.write(frame);
    } else if (out[at] === 0x5a /* ReadyForQuery */) {
      idle = out[at + 5] === 0x49; /* 'I' */
    }
    at = end;
  }
  if (out.length > 0 && !conn.closed) conn.socket.write(out);
  return idle;
}

/** Hands the session to one connection at a time, in arrival order, each for a whole exchange or transaction. */
async function pump(): Promise<void> {
  if (pumping || !pglite) return;
  pumping = true;
  try {
    for (;;) {
      const conn = owner ?? waiting.shift();
      if (!conn) break;
      owner = conn;
      if (conn.closed) {
        // A connection that went away mid-transaction must not leave it open for the next one, nor its statements.
        if (conn.inExchange && pglite.isInTransaction()) await pglite.exec('ROLLBACK').catch(() => {});
        for (const name of conn.statements) await pglite.exec(`deallocate "${name.replaceAll('"', '""')}"`).catch(() => {});
        conn.statements.clear();
        owner = null;
        continue;
      }
      const messages = nextMessages(conn);
      if (!messages) {
        // Inside a transaction, everyone else waits for the owner's next message; otherwise the turn passes.
        if (conn.inExchange) break;
        owner = null;
        continue;
      }
      conn.inExchange = !(await run(conn, messages));
      if (!conn.inExchange) {
        owner = null;
        // Its further messages queue behind the connections already waiting.
        if (conn.buffer.length > 0) waiting.push(conn);
      }
    }
  } finally {
    pumping = false;
  }
}

function enqueue(conn: Connection) {
  if (conn !== owner && !waiting.includes(conn)) waiting.push(conn);
  void pump().catch(fail);
}

function fail(error: unknown) {
  console.error('The embedded database failed:', error);
  process.exit(1);
}

const server = createServer((socket) => {
  const conn: Connection = {
    socket,
    buffer: Buffer.alloc(0),
    started: false,
    closed: false,
    inExchange: false,
    channels: new Set(),
    prefix: `c${++connectionCount}_`,
    statements: new Set(),
  };
  connections.add(conn);
  socket.setNoDelay(true);
  socket.on('data', (data) => {
    conn.buffer = conn.buffer.length ? Buffer.concat([conn.buffer, data]) : data;
    greet(conn);
    if (conn.buffer.length > 0) enqueue(conn);
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    conn.closed = true;
    connections.delete(conn);
    const i = waiting.indexOf(conn);
    if (i >= 0) waiting.splice(i, 1);
    if (owner === conn || conn.statements.size > 0) enqueue(conn);
  });
});

async function close() {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    for (const conn of connections) conn.socket.destroy();
  });
  while (pumping) await new Promise((resolve) => setTimeout(resolve, 5));
  // Flushes to the data folder; the app's lock on it is released by the app after this.
  await pglite?.close();
  post({ type: 'closed' });
  parentPort!.close();
}

if (pglite) {
  parentPort!.on('message', (message: { type: string }) => {
    if (message.type === 'close') void close().catch(fail);
  });
  server.on('error', (error) => post({ type: 'failed', message: error.message }));
  server.listen(socketPath, () => post({ type: 'ready' }));
}
