/**
 * A translated sentence with parts that are elements: "Read our <link>terms</link>." The catalog keeps the tags, so a
 * translator can move them; each tag becomes what its function returns for the words inside it.
 */
import { Fragment, type ReactNode } from 'react';

export function rich(text: string, tags: Record<string, (words: string) => ReactNode>): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index));
    const render = tags[match[1]!];
    parts.push(<Fragment key={match.index}>{render ? render(match[2]!) : match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
