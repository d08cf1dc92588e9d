import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownLite, parseBlocks, safeHref } from './markdown-lite';

const html = (text: string) => render(<MarkdownLite text={text} />).container;

describe('MarkdownLite', () => {
  afterEach(cleanup);

  it('shows a <script> as the characters written, never an element', () => {
    const root = html('Hi <script>alert(1)</script> <img src=x onerror=alert(2)> <b>bold</b>');
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('b')).toBeNull();
    expect(root.textContent).toContain('<script>alert(1)</script>');
    expect(root.textContent).toContain('<img src=x onerror=alert(2)>');
  });

  it('leaves HTML entities as typed (no decoding into markup)', () => {
    const root = html('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#106;avascript:');
    expect(root.querySelector('script')).toBeNull();
    expect(root.textContent).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#106;avascript:');
  });

  it('makes no link of javascript:, data: or relative addresses', () => {
    for (const text of [
      '[click](javascript:alert(1))',
      '[click](JavaScript:alert(1))',
      '[click]( javascript:alert(1))',
      '[click](data:text/html,<script>alert(1)</script>)',
      '[click](//evil.example)',
      '[click](/settings)',
      'javascript:alert(1)',
      '[click](java\tscript:alert(1))',
    ]) {
      const root = html(text);
      expect(root.querySelector('a'), text).toBeNull();
    }
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('vbscript:msgbox')).toBeNull();
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
  });

  it('links http(s) and mailto addresses, opened apart with noopener noreferrer', () => {
    const root = html('See [the plan](https://example.com/plan) or https://example.org/x. Mail mailto:ada@example.com!');
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['the plan', 'https://example.com/plan'],
      ['https://example.org/x', 'https://example.org/x'],
      ['ada@example.com', 'mailto:ada@example.com'],
    ]);
    for (const a of links) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a.getAttribute('target')).toBe('_blank');
    }
    // The sentence's full stop and exclamation mark stay text.
    expect(root.textContent).toContain('https://example.org/x. Mail');
  });

  it('keeps a quote in a link address from breaking out of the attribute', () => {
    const root = html('[x](https://example.com/"onmouseover="alert(1))');
    const a = root.querySelector('a');
    expect(a?.getAttribute('onmouseover')).toBeFalsy();
    expect(a?.getAttributeNames().sort()).toEqual(['class', 'href', 'rel', 'target']);
  });

  it('writes line breaks, paragraphs, bulleted and numbered lists and bold', () => {
    const root = html('Hello team,\nsecond line\n\n- one\n- **two**\n\n3. third\n4. fourth');
    expect(root.querySelectorAll('p')).toHaveLength(1);
    expect(root.querySelectorAll('br')).toHaveLength(1);
    expect([...root.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(root.querySelector('ul strong')?.textContent).toBe('two');
    const ol = root.querySelector('ol')!;
    expect(ol.getAttribute('start')).toBe('3');
    expect([...ol.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['third', 'fourth']);
  });

  it('reads blocks without losing text', () => {
    expect(parseBlocks('a\r\nb\n\n\n* c\n1) d')).toEqual([
      { kind: 'p', lines: ['a', 'b'] },
      { kind: 'ul', items: ['c'] },
      { kind: 'ol', start: 1, items: ['d'] },
    ]);
  });
});
