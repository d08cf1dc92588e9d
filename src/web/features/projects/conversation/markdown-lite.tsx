/**
 * Markdown-lite for messages (decision 0043): paragraphs, line breaks, bulleted and numbered lists, **bold**, links
 * written as [text](url) or bare. It builds React elements from the text, never HTML: whatever a message holds
 * (<script>, &amp;, an onclick) is shown as the characters it is. A link is made only for http(s) and mailto
 * addresses; anything else (javascript:, data:) stays plain text.
 */
import { Fragment, type ReactNode } from 'react';

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The address if it is one a link may point to, or null. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  // Only absolute addresses: a relative one would be read against the portal's own origin.
  if (!/^(https?:\/\/|mailto:)/i.test(href)) return null;
  try {
    const url = new URL(href);
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

// [text](url), a bare http(s) address, a mailto: address, or **bold**.
const INLINE = /\[([^\]\n]{1,500})\]\(([^)\s]{1,2000})\)|(https?:\/\/[^\s<>"]+)|(mailto:[^\s<>"]+)|\*\*([^*\n]+)\*\*/gi;
// Sentence punctuation after a bare address belongs to the sentence.
const TRAILING = /[.,;:!?)\]'"]+$/;

function link(href: string, text: string, key: string): ReactNode {
  return (
    <a
      key={key}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-primary underline underline-offset-2 hover:no-underline"
    >
      {text}
    </a>
  );
}

/** One line's text with its links and bold parts. */
export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index;
    let end = start + match[0].length;
    const key = `${keyPrefix}-${n++}`;
    let node: ReactNode;
    if (match[1] !== undefined && match[2] !== undefined) {
      const href = safeHref(match[2]);
      node = href ? link(href, match[1], key) : match[0];
    } else if (match[3] !== undefined || match[4] !== undefined) {
      const raw = (match[3] ?? match[4])!;
      const trimmed = raw.replace(TRAILING, '');
      end = start + trimmed.length;
      const href = safeHref(trimmed);
      node = href ? link(href, trimmed.replace(/^mailto:/i, ''), key) : trimmed;
    } else {
      node = (
        <strong key={key} className="font-semibold">
          {match[5]}
        </strong>
      );
    }
    if (start > last) out.push(text.slice(last, start));
    out.push(node);
    last = end;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul'; items: string[] } | { kind: 'ol'; start: number; items: string[] };

/** Lines into paragraphs and lists: a blank line ends a paragraph; a list item starts or continues a list. */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (line.trim() === '') {
      current = null;
    } else if (bullet) {
      if (current?.kind !== 'ul') blocks.push((current = { kind: 'ul', items: [] }));
      current.items.push(bullet[1]!);
    } else if (numbered) {
      if (current?.kind !== 'ol') blocks.push((current = { kind: 'ol', start: Number(numbered[1]), items: [] }));
      current.items.push(numbered[2]!);
    } else {
      if (current?.kind !== 'p') blocks.push((current = { kind: 'p', lines: [] }));
      current.lines.push(line);
    }
  }
  return blocks;
}

/** A message's text as React elements. */
export function MarkdownLite({ text }: { text: string }) {
  return (
    <div className="space-y-2 text-sm break-words text-foreground">
      {parseBlocks(text).map((block, b) => {
        if (block.kind === 'p') {
          return (
            <p key={b}>
              {block.lines.map((line, l) => (
                <Fragment key={l}>
                  {l > 0 ? <br /> : null}
                  {renderInline(line, `${b}-${l}`)}
                </Fragment>
              ))}
            </p>
          );
        }
        const items = block.items.map((item, i) => <li key={i}>{renderInline(item, `${b}-${i}`)}</li>);
        return block.kind === 'ul' ? (
          <ul key={b} className="list-disc space-y-0.5 pl-5">
            {items}
          </ul>
        ) : (
          <ol key={b} start={block.start} className="list-decimal space-y-0.5 pl-5">
            {items}
          </ol>
        );
      })}
    </div>
  );
}
