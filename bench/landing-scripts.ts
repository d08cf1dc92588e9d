/**
 * The landing page's JavaScript as a browser loads it: the built page opened in Chromium, every script response
 * until the network is idle, each gzipped. The manifest's view (bench/front-end.ts) misses what the page loads on its
 * own after hydration (a lazy import, a preload), which is how it once read under budget while a browser fetched more.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../playwright.config';

export interface LandingScripts {
  /** gzip KB of every script, summed. */
  kb: number;
  /** The script files, with their gzip KB. */
  files: Array<{ path: string; kb: number }>;
}

export async function landingScripts(url: string): Promise<LandingScripts> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    const pending: Array<Promise<{ path: string; kb: number }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      // The decoded body gzipped here, as the other figures are: the same number whatever the server compressed with.
      pending.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, kb: gzipSync(body).length / 1024 })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = await Promise.all(pending);
    if (files.length === 0) throw new Error(`${url} loaded no script: is it the built landing page?`);
    const round = (n: number) => Math.round(n * 10) / 10;
    return { kb: round(files.reduce((total, file) => total + file.kb, 0)), files: files.map((f) => ({ ...f, kb: round(f.kb) })) };
  } finally {
    await browser.close();
  }
}
