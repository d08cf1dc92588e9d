/**
 * The screens of the product and who may open them: the one list the web router is checked against
 * (src/web/app/route-table.test.ts) and the end-to-end layout test walks.
 */

/** 'public': anyone; 'any': anyone signed in; 'dev': staff roles; 'client': client roles. */
export type ScreenAudience = 'public' | 'any' | 'dev' | 'client';

export interface ScreenRoute {
  /** The router's path; `:id` is a record's id. */
  path: string;
  audience: ScreenAudience;
  /** Other states of the screen its address can open (a tab, a view), as query strings; the plain path is the first. */
  views?: readonly string[];
}

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: '/', audience: 'public' },
  { path: '/login', audience: 'public' },
  { path: '/forgot-password', audience: 'public' },
  { path: '/reset-password', audience: 'public' },
  { path: '/dashboard', audience: 'dev' },
  { path: '/client-dashboard', audience: 'client' },
  { path: '/projects', audience: 'any' },
  { path: '/projects/:id', audience: 'any', views: ['?tab=milestones', '?tab=tasks', '?tab=team'] },
  { path: '/tasks', audience: 'any', views: ['?view=board'] },
  { path: '/tasks/:id', audience: 'any' },
  { path: '/communications', audience: 'any' },
  { path: '/settings', audience: 'any', views: ['?tab=permissions', '?tab=audit'] },
  { path: '/settings/profile', audience: 'any' },
  { path: '/settings/account', audience: 'any' },
  { path: '/clients', audience: 'dev' },
  {
    path: '/clients/:id',
    audience: 'dev',
    views: ['?tab=projects', '?tab=tasks', '?tab=communication', '?tab=financials', '?tab=users'],
  },
  { path: '/contact-submissions', audience: 'dev' },
  { path: '/client-billing', audience: 'client' },
];
