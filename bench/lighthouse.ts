/** Lighthouse performance (mobile emulation, its defaults) in Debian's Chromium. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export interface LighthouseResult {
  score: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
}

export async function lighthousePerformance(url: string, extraHeaders?: Record<string, string>): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      ...(extraHeaders && { extraHeaders }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: audit('cumulative-layout-shift'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
    };
  } finally {
    chrome.kill();
  }
}
