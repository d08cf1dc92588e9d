/** Reads a server-sent event stream's blocks (the text between blank lines) as they arrive, for the live benches. */
import type { IncomingMessage } from 'node:http';

export function onSseBlocks(res: IncomingMessage, onBlock: (block: string, arrivedAt: number) => void): void {
  res.setEncoding('utf8');
  let buffer = '';
  res.on('data', (chunk: string) => {
    const at = performance.now();
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      onBlock(block, at);
    }
  });
}
