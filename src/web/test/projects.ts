import type { ProjectDetail, ProjectListItem } from '@shared/schemas/projects';

/**
 * Project 'Portal' as the projects list answers: active, 42% complete set by hand, no dates and no manager, every action
 * allowed; `overrides` names what a test checks (its client, say).
 */
export function testProject(overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  return {
    id: 'p1',
    name: 'Portal',
    description: null,
    status: 'active',
    priority: 'medium',
    startDate: null,
    endDate: null,
    completionPercentage: 42,
    completionSetByHand: true,
    client: { id: 'c1', name: 'Cactus' },
    manager: null,
    createdAt: '2026-01-01T00:00:00Z',
    can: { edit: true, delete: true, manageTeam: true, manageMilestones: true },
    ...overrides,
  };
}

/** The same project as its own page reads it: no team, no money settings, 4 of 18 tasks done. */
export function testProjectDetail(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    ...testProject(),
    client: { id: 'c1', name: 'Cactus', contactPerson: 'Cal', email: 'cal@example.test' },
    updatedAt: '2026-01-01T00:00:00Z',
    team: [],
    clientSees: { tasks: true, time: true, budget: false, files: true, team: true, estimates: false, expenses: false },
    stats: { totalTasks: 18, completedTasks: 4, milestones: 3, overdueTasks: 0 },
    hourlyRateMinor: null,
    currency: null,
    billableByDefault: null,
    budgetMinutes: null,
    budgetMinor: null,
    ...overrides,
  };
}
