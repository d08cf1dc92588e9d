import { afterEach, describe, expect, it } from 'vitest';
import { formatRelative } from './format';
import { activateLanguage } from './i18n';

// Local-time constructors keep the expectations true in any time zone.
const now = new Date(2026, 4, 20, 15, 30, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** The space Intl puts before 'p.m.' (a no-break space, narrow in some ICU versions). */
const TIME_SPACE = new Intl.DateTimeFormat('es-MX', { timeStyle: 'short' })
  .format(new Date(2026, 0, 1, 15))
  .replace(/^3:00(.)p\.m\.$/u, '$1');

afterEach(() => activateLanguage('en', { audience: 'staff' }));

describe('formatRelative in Spanish', () => {
  it('says the words in Spanish and the date and time the Spanish way', async () => {
    await activateLanguage('es', { audience: 'staff' });
    expect(formatRelative(ago(10_000), now)).toBe('Justo ahora');
    expect(formatRelative(ago(MIN), now)).toBe('hace 1 minuto');
    expect(formatRelative(ago(5 * MIN), now)).toBe('hace 5 minutos');
    expect(formatRelative(ago(3 * HOUR), now)).toBe('hace 3 horas');
    expect(formatRelative(ago(DAY), now)).toBe(`Ayer a las 3:30${TIME_SPACE}p.m.`);
    expect(formatRelative(ago(4 * DAY), now)).toBe('hace 4 días');
    // Spanish's default locale (es-MX) writes the day before the month.
    expect(formatRelative(new Date(2026, 4, 12, 15, 30).toISOString(), now)).toBe(`12 may 2026 a las 3:30${TIME_SPACE}p.m.`);
  });

  it('goes back to English with the language', async () => {
    await activateLanguage('es', { audience: 'staff' });
    await activateLanguage('en', { audience: 'staff' });
    expect(formatRelative(ago(5 * MIN), now)).toBe('5 minutes ago');
  });
});
