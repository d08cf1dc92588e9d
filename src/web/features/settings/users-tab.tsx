/** The Users tab ('User Management'). */
export function UsersTab() {
  return (
    <section aria-labelledby="user-management-heading" className="space-y-3">
      <h2 id="user-management-heading" className="text-lg font-semibold">
        User Management
      </h2>
      <p className="text-sm text-muted-foreground">Manage development team members and their access levels</p>
    </section>
  );
}
