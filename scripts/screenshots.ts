/**
 * Screenshots of the portal's screens as a person sees them: each route as a role, on a phone (375 px) and a desktop
 * (1440 px), light and dark, into screenshots/ (not committed). Run against a running app:
 *
 *   npx tsx scripts/screenshots.ts --base http://localhost:3000 [--role manager] [--only tasks]
 *
 * Routes with an id (a project, a task) are resolved through the API as the signed-in user; the public pages are taken
 * before signing in. Each route also gets a contact sheet (screenshots/sheets/), its four shots side by side, so a
 * review is one image per screen.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const arg = (name: string) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
const BASE = arg('base') ?? 'http://localhost:3000';
const ROLE = arg('role') ?? 'manager';
const ONLY = arg('only');
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password';
const OUT = 'screenshots';

const SIZES = { phone: { width: 375, height: 812 }, desktop: { width: 1440, height: 900 } } as const;
const THEMES = ['light', 'dark'] as const;

async function firstId(page: Page, path: string): Promise<string | undefined> {
  const res = await page.request.get(`${BASE}${path}`);
  if (!res.ok()) return undefined;
  return (await res.json()).items?.[0]?.id;
}

const PUBLIC_ROUTES: Array<[string, string]> = [
  ['landing', '/'],
  ['login', '/login'],
  ['forgot-password', '/forgot-password'],
];

const only = (list: Array<[string, string | undefined]>) =>
  list.filter((r): r is [string, string] => !!r[1] && (!ONLY || r[0].startsWith(ONLY)));

async function routes(page: Page): Promise<Array<[string, string]>> {
  const project = await firstId(page, '/api/projects?status=active');
  const task = await firstId(page, '/api/tasks');
  const client = await firstId(page, '/api/clients?status=active');
  const quote = await firstId(page, '/api/quotes');
  const list: Array<[string, string | undefined]> = [
    ['dashboard', '/dashboard'],
    ['projects', '/projects'],
    ['project', project && `/projects/${project}`],
    ['project-milestones', project && `/projects/${project}?tab=milestones`],
    ['project-tasks', project && `/projects/${project}?tab=tasks`],
    ['project-team', project && `/projects/${project}?tab=team`],
    ['project-conversation', project && `/projects/${project}?tab=conversation`],
    ['project-files', project && `/projects/${project}?tab=files`],
    ['project-time', project && `/projects/${project}?tab=time`],
    ['timesheet', '/timesheet'],
    ['timesheet-approvals', '/timesheet?view=approvals'],
    ['time-reports', '/reports/time'],
    ['time-utilization', '/reports/time?view=utilization'],
    ['requests', '/requests'],
    ['tasks', '/tasks'],
    ['tasks-board', '/tasks?view=board'],
    ['task', task && `/tasks/${task}`],
    ['clients', '/clients'],
    ['client', client && `/clients/${client}`],
    ['client-communication', client && `/clients/${client}?tab=communication`],
    ['client-users', client && `/clients/${client}?tab=users`],
    ['client-financials', client && `/clients/${client}?tab=financials`],
    ['communications', '/communications'],
    ['client-dashboard', '/client-dashboard'],
    ['settings', '/settings'],
    ['settings-permissions', '/settings?tab=permissions'],
    ['settings-profile', '/settings/profile'],
    ['settings-account', '/settings/account'],
    ['contact-leads', '/contact-submissions'],
    ['client-billing', '/client-billing'],
    ['quotes', '/quotes'],
    ['quote', quote && `/quotes/${quote}`],
    ['recurring', '/billing/recurring'],
    ['settings-billing', '/settings?tab=billing'],
    ['settings-webhooks', '/settings?tab=webhooks'],
    ['not-found', '/no-such-page'],
  ];
  return only(list);
}

async function shoot(page: Page, name: string, path: string, sizeName: string, theme: string, shots: Map<string, string[]>) {
  await page.goto(`${BASE}${path}`);
  await page.waitForLoadState('networkidle');
  const file = `${OUT}/${ROLE}-${name}-${sizeName}-${theme}.png`;
  await page.screenshot({ path: file, fullPage: true });
  shots.set(name, [...(shots.get(name) ?? []), file]);
  console.log(file);
}

/** One image per screen: desktop light and dark, then phone light and dark, tops aligned, long pages cut. */
async function contactSheets(shots: Map<string, string[]>) {
  mkdirSync(`${OUT}/sheets`, { recursive: true });
  const context = await browser.newContext({ viewport: { width: 1800, height: 1200 } });
  const page = await context.newPage();
  for (const [name, files] of shots) {
    const cells = files
      .map((f) => {
        const phone = f.includes('-phone-');
        const src = `data:image/png;base64,${readFileSync(f).toString('base64')}`;
        return `<figure style="margin:0;width:${phone ? 300 : 560}px;max-height:1150px;overflow:hidden"><figcaption style="font:12px sans-serif">${f.split('/').pop()}</figcaption><img src="${src}" style="width:100%;display:block;border:1px solid #888"></figure>`;
      })
      .join('');
    await page.setContent(`<body style="margin:8px;display:flex;gap:8px;align-items:flex-start;background:#ccc">${cells}</body>`);
    await page.screenshot({ path: `${OUT}/sheets/${ROLE}-${name}.png`, fullPage: true });
  }
  await context.close();
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const shots = new Map<string, string[]>();
  for (const theme of THEMES) {
    for (const [sizeName, viewport] of Object.entries(SIZES)) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      await context.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      for (const [name, path] of only(PUBLIC_ROUTES)) await shoot(page, name, path, sizeName, theme, shots);
      const signIn = await page.request.post(`${BASE}/api/auth/sign-in/email`, {
        data: { email: `${ROLE}@demo.test`, password: PASSWORD, rememberMe: true },
        headers: { origin: BASE },
      });
      if (!signIn.ok()) throw new Error(`Sign-in as ${ROLE} failed: ${signIn.status()}`);
      for (const [name, path] of await routes(page)) await shoot(page, name, path, sizeName, theme, shots);
      await context.close();
    }
  }
  await contactSheets(shots);
} finally {
  await browser.close();
}
