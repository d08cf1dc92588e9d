/**
 * The moment a quote was signed as its PDF prints it (decision 0108): "November 28, 2026, 11:12 PM UTC" in en-US,
 * "28. November 2026, 23:12 UTC" in de-DE. A document is read by people in any zone and kept as evidence, so it names
 * its zone, UTC, and spells the month in the reader's locale like the rest of the document.
 */
const formats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsFor(locale: string) {
  let known = formats.get(locale);
  if (!known) {
    known = {
      date: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }),
      time: new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        hour: 'numeric',
        minute: '2-digit',
        ...(locale.startsWith('en-US') ? { hour12: true } : {}),
      }),
    };
    formats.set(locale, known);
  }
  return known;
}

export function formatSignedAt(at: Date, locale = 'en-US'): string {
  const { date, time } = formatsFor(locale);
  return `${date.format(at)}, ${time.format(at)} UTC`;
}
