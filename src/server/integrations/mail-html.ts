/**
 * The HTML part of every e-mail, made from its text part so both say the same: paragraphs at blank lines, line
 * breaks kept, web addresses as links, everything else escaped (names, titles and messages are users' text). Simple
 * inline-styled markup with no images, scripts or external styles, which common mail clients show as intended.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Addresses the portal puts in its mails; trailing punctuation of the sentence is left out of the link. */
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'}]/g;

const LINK_STYLE = 'color:#2563eb;text-decoration:underline;word-break:break-all;';
const PARAGRAPH_STYLE = 'margin:0 0 16px 0;';

/** One line: escaped text with its web addresses as links. */
function lineHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    html += escapeHtml(line.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}" style="${LINK_STYLE}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(line.slice(last));
}

export function mailHtml(subject: string, text: string, language = 'en'): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((block) => `<p style="${PARAGRAPH_STYLE}">${block.split('\n').map(lineHtml).join('<br>\n')}</p>`);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f5;">',
    '<div style="max-width:600px;margin:0 auto;padding:24px 16px;">',
    '<div style="background:#ffffff;border:1px solid #e4e4e7;border-radius:8px;padding:24px;font-family:-apple-system,BlinkMacSystemFont,\'Segoe UI\',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#18181b;">',
    ...paragraphs,
    '</div>',
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
