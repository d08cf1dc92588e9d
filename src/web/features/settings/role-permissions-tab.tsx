import { RolePermissionsTable } from './role-permissions-table';

/** The Role Permissions tab: rendered from the shared permission table the server enforces. */
export function RolePermissionsTab() {
  return (
    <section aria-labelledby="role-permissions-heading" className="space-y-3">
      <h2 id="role-permissions-heading" className="text-lg font-semibold">
        Role Permissions
      </h2>
      <RolePermissionsTable />
    </section>
  );
}
