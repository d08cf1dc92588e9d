import type { Scope } from '@shared/permissions';

/** How a scope reads in a table cell (short, for narrow screens) and in the legend beneath. */
export const SCOPE_LABELS: Record<Scope, { short: string; meaning: string }> = {
  all: { short: 'Yes', meaning: 'every record' },
  assigned: { short: 'Assigned', meaning: 'records of the projects the user is assigned to or manages' },
  own: { short: 'Own', meaning: 'records the user created or is assigned to' },
  company: { short: 'Own company', meaning: "records of the user's own client company" },
  limited: { short: 'Limited', meaning: 'the development team only, no client users' },
};

export const NO_ACCESS = 'No access';
