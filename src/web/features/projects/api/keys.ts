/** Every projects query key starts with PROJECTS_QUERY_KEY; a project's own data (milestones, team) nests under it. */
export const PROJECTS_QUERY_KEY = ['projects'] as const;
export const PROJECT_LISTS_KEY = [...PROJECTS_QUERY_KEY, 'list'] as const;

export const projectKey = (id: string) => [...PROJECTS_QUERY_KEY, 'detail', id] as const;
export const milestonesKey = (projectId: string) => [...projectKey(projectId), 'milestones'] as const;
export const teamKey = (projectId: string) => [...projectKey(projectId), 'team'] as const;
export const eligibleMembersKey = (projectId: string) => [...projectKey(projectId), 'eligible'] as const;
