/**
 * axe-core as every end-to-end test runs it: the violations only. axe still runs every rule on every node, but works
 * out selectors and details for the nodes that break a rule alone, not for the thousands that pass (axe's own advice
 * for large pages); a page's whole check took several seconds before.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const axeCheck = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
