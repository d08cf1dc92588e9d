/**
 * The new words of a reply by e-mail, without the history it quotes or the sender's signature
 * (docs/decisions/0112-replies-by-e-mail.md). Mail programs mark neither in a standard way, so this cuts at the
 * first line that starts the quoted part in the styles of the common ones: Gmail's "On <date>, <name> wrote:"
 * (sometimes wrapped over two lines), Outlook's "-----Original Message-----" or its "From: ... Sent: ..." header
 * block, Apple Mail's "On <date>, at <time>, <name> wrote:"; drops every line quoted with ">"; and cuts at the signature
 * delimiter "-- " and the phones' "Sent from my iPhone".
 */

const QUOTE_HEADER = [
  // Gmail, Apple Mail, Thunderbird: "On Tue, 3 Mar 2026 at 10:02, Ada <ada@x.test> wrote:".
  /^On\s.{1,300}\swrote:\s*$/i,
  // Outlook's plain-text separators.
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^-{2,}\s*Forwarded message\s*-{2,}\s*$/i,
];

/** Outlook's quoted header block: "From: ..." followed within a few lines by "Sent: ..." (or "Date:") and "To:"/"Subject:". */
function startsOutlookHeaderBlock(lines: string[], at: number): boolean {
  if (!/^\*?From:\*?\s/i.test(lines[at]!)) return false;
  const next = lines.slice(at + 1, at + 5).join('\n');
  return /^\*?(Sent|Date):\*?\s/im.test(next) && /^\*?(To|Subject):\*?\s/im.test(next);
}

const SIGNATURE = [
  /^--\s?$/,
  /^Sent from my (iPhone|iPad|Android|mobile|Galaxy|phone)\b/i,
  /^Get Outlook for (iOS|Android)/i,
  /^Sent from (Mail|Outlook) for /i,
];

export function stripReply(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let end = lines.length;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const joined = i + 1 < lines.length ? `${line} ${lines[i + 1]!.trim()}` : line;
    if (QUOTE_HEADER.some((re) => re.test(line)) || startsOutlookHeaderBlock(lines, i)) {
      end = i;
      break;
    }
    // Gmail wraps a long "On ... wrote:" over two lines.
    if (/^On\s/i.test(line) && !/wrote:\s*$/i.test(line) && /^On\s.{1,300}\swrote:\s*$/i.test(joined)) {
      end = i;
      break;
    }
    if (SIGNATURE.some((re) => re.test(lines[i]!.trimEnd()))) {
      end = i;
      break;
    }
  }
  return lines
    .slice(0, end)
    .filter((line) => !line.startsWith('>'))
    .join('\n')
    .trim();
}
