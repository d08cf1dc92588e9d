/**
 * Screenshots of the portal's screens as a person sees them: each route as a role, on a phone (375 px) and a desktop
 * (1440 px), light and dark, into screenshots/ (not committed). Run against a running app:
 *
 *   npx tsx scripts/screenshots.ts --base http://localhost:3000 [--role manager] [--only tasks]
 *
 * Routes with an id (a project, a task) are resolved through the API as the signed-in user.
 */
import { mkdirSync } from 'node:fs';
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

async function routes(page: Page): Promise<Array<[string, string]>> {
  const project = await firstId(page, '/api/projects?status=active');
  const task = await firstId(page, '/api/tasks');
  const client = await firstId(page, '/api/clients?status=active');
  const list: Array<[string, string | undefined]> = [
    ['dashboard', '/dashboard'],
    ['projects', '/projects'],
    ['project', project && `/projects/${project}`],
    ['project-milestones', project && `/projects/${project}?tab=milestones`],
    ['project-tasks', project && `/projects/${project}?tab=tasks`],
    ['project-team', project && `/projects/${project}?tab=team`],
    ['tasks', '/tasks'],
    ['tasks-board', '/tasks?view=board'],
    ['task', task && `/tasks/${task}`],
    ['clients', '/clients'],
    ['client', client && `/clients/${client}`],
    ['client-communication', client && `/clients/${client}?tab=communication`],
    ['client-users', client && `/clients/${client}?tab=users`],
    ['communications', '/communications'],
    ['client-dashboard', '/client-dashboard'],
    ['settings', '/settings'],
    ['settings-permissions', '/settings?tab=permissions'],
    ['settings-profile', '/settings/profile'],
    ['settings-account', '/settings/account'],
  ];
  return list.filter((r): r is [string, string] => !!r[1] && (!ONLY || r[0].startsWith(ONLY)));
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const theme of THEMES) {
    for (const [sizeName, viewport] of Object.entries(SIZES)) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      await context.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      const signIn = await page.request.post(`${BASE}/api/auth/sign-in/email`, {
        data: { email: `${ROLE}@demo.test`, password: PASSWORD, rememberMe: true },
        headers: { origin: BASE },
      });
      if (!signIn.ok()) throw new Error(`Sign-in as ${ROLE} failed: ${signIn.status()}`);
      for (const [name, path] of await routes(page)) {
        await page.goto(`${BASE}${path}`);
        await page.waitForLoadState('networkidle');
        const file = `${OUT}/${ROLE}-${name}-${sizeName}-${theme}.png`;
        await page.screenshot({ path: file, fullPage: sizeName === 'desktop' });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
