import { describe, expect, it } from 'vitest';
import { completionOf, EMPTY_PROJECT_FORM, toProjectPayload } from './project-form-values';
import { moveIdBy, moveIdTo, moveItem, orderByIds } from './milestone-order';
import { formatDateRange } from './project-format';
import { CreateProjectInput } from '@shared/schemas/projects';
import { fieldMessage } from '@web/lib/field-message';

const CLIENT = '11111111-2222-4333-8444-555555555555';
const MANAGER = '99999999-2222-4333-8444-555555555555';

describe('project form payload', () => {
  it('sends empty description, dates and manager as null, and a new project follows its tasks', () => {
    const payload = toProjectPayload({ ...EMPTY_PROJECT_FORM, name: '  Portal ', clientId: CLIENT, description: '   ' });
    expect(payload).toEqual({
      name: 'Portal',
      description: null,
      clientId: CLIENT,
      status: 'planning',
      priority: 'medium',
      startDate: null,
      endDate: null,
      completionPercentage: null,
      projectManagerId: null,
      hourlyRateMinor: null,
      currency: 'USD',
      billableByDefault: true,
      budgetMinutes: null,
      budgetMinor: null,
    });
    // The server's schema accepts exactly this shape.
    expect(CreateProjectInput.safeParse(payload).success).toBe(true);
  });

  it('keeps filled values and turns a non-numeric completion into 0', () => {
    const payload = toProjectPayload({
      ...EMPTY_PROJECT_FORM,
      name: 'Portal',
      clientId: CLIENT,
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      projectManagerId: MANAGER,
      completionPercentage: '42.6',
    });
    expect(payload).toMatchObject({ startDate: '2026-01-01', endDate: '2026-02-01', projectManagerId: MANAGER, completionPercentage: 43 });
    expect(completionOf('abc')).toBe(0);
    expect(completionOf(150)).toBe(100);
  });

  it('lets the shared schema report a missing client with the product’s words', () => {
    const result = CreateProjectInput.safeParse(toProjectPayload({ ...EMPTY_PROJECT_FORM, name: 'Portal' }));
    expect(result.success).toBe(false);
    expect(fieldMessage(result.error?.issues.find((i) => i.path[0] === 'clientId')?.message ?? '')).toBe('A client must be selected');
  });

  it('writes date ranges', () => {
    expect(formatDateRange(null, null)).toBe('No dates');
    expect(formatDateRange('2026-03-01', null)).toMatch(/^From /);
  });
});

describe('milestone reordering', () => {
  it('moves an item to another position', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });

  it('moves by drop target and by one step, and says when nothing changes', () => {
    expect(moveIdTo(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(moveIdTo(['a', 'b', 'c'], 'a', 'a')).toBeNull();
    expect(moveIdTo(['a', 'b', 'c'], 'x', 'a')).toBeNull();
    expect(moveIdBy(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveIdBy(['a', 'b', 'c'], 'c', 1)).toBeNull();
    expect(moveIdBy(['a', 'b', 'c'], 'a', -1)).toBeNull();
  });

  it('orders records by an id list and renumbers them', () => {
    const records = [
      { id: 'a', orderIndex: 0 },
      { id: 'b', orderIndex: 1 },
      { id: 'c', orderIndex: 2 },
    ];
    expect(orderByIds(records, ['c', 'a', 'b'])).toEqual([
      { id: 'c', orderIndex: 0 },
      { id: 'a', orderIndex: 1 },
      { id: 'b', orderIndex: 2 },
    ]);
  });
});

describe('project form rates and budgets (decision 0048)', () => {
  it('turns hours and amounts into minutes and minor units, and back', () => {
    const payload = toProjectPayload({
      ...EMPTY_PROJECT_FORM,
      name: 'P',
      clientId: CLIENT,
      hourlyRate: '95.5',
      budgetHours: '12,5',
      budgetAmount: '1,000',
    });
    expect(payload).toMatchObject({ hourlyRateMinor: 9550, budgetMinutes: 750, budgetMinor: 100000 });
    expect(CreateProjectInput.safeParse(payload).success).toBe(true);
  });
});
