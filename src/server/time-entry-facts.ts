/**
 * What a new time entry copies when it is created (decision 0045), read by the time feature (features/time/entry-facts.ts)
 * and handed to the timesheet's writes. Outside the features because both name it.
 */
export interface EntryFacts {
  taskId: string;
  projectId: string;
  clientId: string;
  rateMinor: number;
  currency: string;
  costRateMinor: number;
  billableByDefault: boolean;
}
