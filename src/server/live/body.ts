/**
 * One event stream's response body, as cheap per event as a socket write can be: what a process with thousands of
 * open streams does for each of them on every event (docs/decisions/0067-live-updates-at-five-thousand-streams.md).
 *
 * The body is a web ReadableStream, so that the route answers through Hono like every other (its middleware sets
 * the headers) and the in-process tests read it. Served by Node, it is used only until the headers are out: from the
 * server's first read on, each frame is written straight to the connection's socket, already framed as an HTTP/1.1
 * chunk, one write and no promise, web-stream queue or response bookkeeping per frame. The pending read is answered
 * only when the stream ends, so the server then ends the response as usual (its last chunk closes the body).
 */
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** A frame of the event stream: its bytes made once and shared by every stream that sends it. */
export class Frame {
  private bytesOf?: Buffer;
  private chunkOf?: Buffer;
  constructor(private readonly text: string) {}
  /** As the body's bytes: what a web stream reader receives. */
  get bytes(): Buffer {
    return (this.bytesOf ??= Buffer.from(this.text));
  }
  /** As one HTTP/1.1 chunk ("size CRLF bytes CRLF"): what is written on the socket of a chunked response. */
  get chunk(): Buffer {
    if (!this.chunkOf) {
      const bytes = this.bytes;
      this.chunkOf = Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, CRLF]);
    }
    return this.chunkOf;
  }
}
const CRLF = Buffer.from('\r\n');

/** Frames the server has not taken yet (a web stream) or bytes the socket has not sent: a stalled reader is dropped. */
const MAX_PENDING_FRAMES = 500;
const MAX_PENDING_BYTES = 256 * 1024;

export interface Body {
  readonly stream: ReadableStream<Uint8Array>;
  /** False once the body ended (or the reader fell too far behind and was dropped). */
  write(frame: Frame): boolean;
  /** `dropped`: the connection is closed at once, with whatever it had not yet taken. */
  end(dropped?: boolean): void;
}

/**
 * `outgoing`: the Node response the body is served on, when there is one; `onEnd`: called once when the body ends,
 * whether ended here, dropped for falling behind, or cancelled by the server (the browser went away).
 */
export function createBody(outgoing: ServerResponse | undefined, onEnd: () => void): Body {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let socket: Socket | null = null;
  let ended = false;
  // Written before the server's first read: sent as soon as the socket is ours, in order.
  let early: Frame[] | null = [];

  const body: Body = {
    stream: new ReadableStream<Uint8Array>(
      {
        start: (c) => {
          controller = c;
        },
        pull: () => {
          if (early === null) return;
          const frames = early;
          early = null;
          socket = directSocket(outgoing);
          for (const f of frames) if (!body.write(f)) return;
        },
        cancel: () => body.end(),
      },
      { highWaterMark: 0 },
    ),
    write(frame) {
      if (ended) return false;
      if (socket) {
        // A closed connection: the server cancels the body (and this stream ends) in a moment.
        if (!socket.writable) return true;
        if (socket.writableLength > MAX_PENDING_BYTES) return drop();
        socket.write(frame.chunk);
      } else if (early) {
        if (early.length >= MAX_PENDING_FRAMES) return drop();
        early.push(frame);
      } else {
        // Chunks the server has not taken yet: it stops taking them while the socket's buffer is full.
        if ((controller.desiredSize ?? 0) < -MAX_PENDING_FRAMES) return drop();
        controller.enqueue(frame.bytes);
      }
      return true;
    },
    end(dropped) {
      if (ended) return;
      ended = true;
      onEnd();
      try {
        if (dropped) controller.error(new Error('The reader fell too far behind.'));
        else controller.close();
      } catch {
        // Already cancelled by the reader.
      }
    },
  };
  const drop = () => {
    body.end(true);
    return false;
  };
  return body;
}

/**
 * The socket to write chunks on, when that is exactly what the response would do: its headers are out on this
 * socket (not queued behind an earlier answer on the same connection), and its body is chunked. Otherwise null, and
 * the frames go through the web stream.
 */
function directSocket(outgoing: ServerResponse | undefined): Socket | null {
  const socket = outgoing?.socket;
  if (!outgoing || !socket || !socket.writable || !outgoing.headersSent || outgoing.writableEnded) return null;
  if ((outgoing as { chunkedEncoding?: boolean }).chunkedEncoding !== true) return null;
  // Bytes the response holds that the socket has not been given yet (its headers, when queued): none.
  if (outgoing.writableLength !== socket.writableLength) return null;
  return socket;
}
