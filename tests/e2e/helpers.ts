import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';
export const E2E_PORT = process.env.E2E_PORT ?? '3100';
export const E2E_DATA_DIR = `.data-test/e2e-${E2E_PORT}`;

export const ROLES = {
  super_admin: { email: 'super_admin@demo.test', home: '/dashboard', label: 'Super Admin' },
  admin: { email: 'admin@demo.test', home: '/dashboard', label: 'Administrator' },
  manager: { email: 'manager@demo.test', home: '/dashboard', label: 'Manager' },
  developer: { email: 'developer@demo.test', home: '/dashboard', label: 'Developer' },
  designer: { email: 'designer@demo.test', home: '/dashboard', label: 'Designer' },
  support: { email: 'support@demo.test', home: '/dashboard', label: 'Support' },
  client_primary: { email: 'client_primary@demo.test', home: '/client-dashboard', label: 'Primary Contact' },
  client_additional: { email: 'client_additional@demo.test', home: '/client-dashboard', label: 'Additional Contact' },
} as const;
export type RoleName = keyof typeof ROLES;

export async function signIn(page: Page, email: string, options: { password?: string; remember?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  const remember = page.getByLabel('Remember me');
  if (options.remember === false) await remember.uncheck();
  else await remember.check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAs(page: Page, role: RoleName) {
  await signIn(page, ROLES[role].email);
  await expect(page).toHaveURL(new RegExp(`${ROLES[role].home}$`));
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).first();
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The address replies go to: a conversation's own when replies by e-mail are on (inbound-mailbox.ts). */
  replyTo?: string;
}

/** What the e2e server has "sent", oldest first: without SMTP it writes each message to its data folder's outbox. */
export function outboxMails(): OutboxMail[] {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMail);
}

/**
 * The oldest record of a list the signed-in user sees (lists are newest first: the last page of one), so a walk opens
 * the demo's record, never one another test has just created; undefined when the list is empty or not theirs.
 */
export async function oldestId(page: Page, api: string): Promise<string | undefined> {
  const response = await page.request.get(`${api}?pageSize=1`);
  if (!response.ok()) return undefined;
  const { total } = (await response.json()) as { total: number };
  if (!total) return undefined;
  const last = (await (await page.request.get(`${api}?pageSize=1&page=${total}`)).json()) as { items: Array<{ id: string }> };
  return last.items[0]?.id;
}
