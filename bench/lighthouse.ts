/** Lighthouse performance (mobile emulation, its defaults) in Debian's Chromium. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseResult {
  score: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

/** A cookie as the server set it: `name=value`. */
export type Cookie = string;

/**
 * Puts the cookies in the browser's own jar (DevTools protocol, Storage.setCookies) before Lighthouse opens the page.
 * Sending them as an extra request header is not enough: the page's script reads the readable signed-in hint from
 * document.cookie, and with the header alone it believed no one was signed in and measured the sign-in page instead
 * of the screen. Lighthouse clears a page's storage before it loads it, but not its cookies.
 */
async function setCookies(port: number, url: string, cookies: Cookie[]) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  try {
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    const reply = new Promise<{ error?: unknown }>((resolve) => {
      socket.onmessage = (message) => resolve(JSON.parse(String(message.data)) as { error?: unknown });
    });
    const params = cookies.map((cookie) => {
      const at = cookie.indexOf('=');
      return { name: cookie.slice(0, at), value: cookie.slice(at + 1), url };
    });
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: params } }));
    const { error } = await reply;
    if (error) throw new Error(`Chromium refused the cookies: ${JSON.stringify(error)}`);
  } finally {
    socket.close();
  }
}

export async function lighthousePerformance(url: string, cookies: Cookie[] = []): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    if (cookies.length) await setCookies(chrome.port, url, cookies);
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    // A page that sent the browser elsewhere (a sign-in that did not take) measures the wrong screen.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${url}`);
    }
    const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: audit('cumulative-layout-shift'),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
    };
  } finally {
    chrome.kill();
  }
}
