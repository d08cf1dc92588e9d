/** The Timesheet screen: being built (its feature replaces this file). */
export function TimesheetPage() {
  return null;
}
