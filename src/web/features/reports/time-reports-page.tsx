/** The time reports screen: being built (its feature replaces this file). */
export function TimeReportsPage() {
  return null;
}
