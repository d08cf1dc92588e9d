import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '../../shared/routes';
import { RequireRole } from './require-role';
import { routes } from './router';

/** Every path of the router with the audience its guard allows ('public' when no guard wraps it). */
function screensOf(list: RouteObject[]): Array<{ path: string; audience: string }> {
  const found: Array<{ path: string; audience: string }> = [];
  for (const route of list) {
    if (route.path && route.path !== '*') {
      const element = route.element;
      const guard = isValidElement<{ allowed: string }>(element) && element.type === RequireRole ? element.props.allowed : 'public';
      found.push({ path: route.path, audience: guard });
    }
    if (route.children) found.push(...screensOf(route.children));
  }
  return found;
}

describe('the shared route table', () => {
  it('lists exactly the screens the router serves, with the audience each one guards for', () => {
    const sort = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect(screensOf(routes).sort(sort)).toEqual(SCREEN_ROUTES.map(({ path, audience }) => ({ path, audience })).sort(sort));
  });
});
