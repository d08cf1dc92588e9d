import { Building2, Code2, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { USER_STATUSES } from '@shared/enums';
import { ROLE_LABELS } from '@shared/roles';
import { ROLE_GROUPS, UserListQuery, type UserDto, type UserGroup } from '@shared/schemas/users';
import { Button } from '../../../components/button';
import { emptyListState, ListCountHeading, ListPagination, ListResults } from '../../../components/list-page-parts';
import { SearchInput } from '../../../components/search-input';
import { SegmentedToggle, type SegmentOption } from '../../../components/segmented-toggle';
import { SelectField } from '../../../components/select-field';
import { can } from '../../../lib/can';
import { useCurrentUser } from '../../../lib/current-user';
import { useListState, usePageWithinList } from '../../../lib/list-state';
import { useUsers } from '../api/users';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserFormDialog } from './user-form-dialog';
import { UserRatesDialog } from './user-rates-dialog';
import { statusLabel } from '@shared/status-display';
import type { UserRowActionHandlers } from './user-row-actions';
import { UsersCardList } from './users-card-list';
import { UsersTable } from './users-table';

const GROUPS: readonly SegmentOption<UserGroup>[] = [
  { value: 'all', label: 'All Users', icon: Users },
  { value: 'staff', label: 'Development Team', icon: Code2 },
  { value: 'client', label: 'Client Users', icon: Building2 },
];

/** The Users tab ('User Management'): the people the signed-in user may see (scoped by the server), managed in dialogs. */
export function UsersTab() {
  const { me } = useCurrentUser();
  const canManage = can(me, 'users.manage');
  const canDelete = can(me, 'users.delete');
  const listState = useListState(UserListQuery);
  const { state: filters, setQuery, set } = listState;
  const users = useUsers(listState.query);
  const list = users.data;
  const [createOpen, setCreateOpen] = useState(false);
  // The user stays set while the dialog closes, so its title and fields do not change during the animation.
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<UserDto | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const canSetRates = can(me, 'rates.manage');
  const [ratesFor, setRatesFor] = useState<UserDto | null>(null);

  const pageCount = usePageWithinList(listState, list, list !== undefined && !users.isPlaceholderData);

  const actions: UserRowActionHandlers | undefined = canManage
    ? {
        // The server's answer for each row (the shared policy): what it would refuse is not offered.
        canEdit: (user) => user.can.edit,
        canDelete: (user) => canDelete && user.can.delete,
        onRates: canSetRates ? setRatesFor : undefined,
        onEdit: (user) => {
          setEditing(user);
          setEditOpen(true);
        },
        onDelete: (user) => {
          setDeleting(user);
          setDeleteOpen(true);
        },
      }
    : undefined;

  return (
    <section aria-labelledby="user-management-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="user-management-heading" className="text-lg font-semibold">
            User Management
          </h2>
          <p className="text-sm text-muted-foreground">Manage development team members and their access levels</p>
        </div>
        {canManage ? (
          <Button onClick={() => setCreateOpen(true)}>
            <Plus aria-hidden />
            Add User
          </Button>
        ) : null}
      </div>

      {/* Kept on one line: on a narrow phone the switch scrolls sideways rather than breaking its labels. */}
      <div className="overflow-x-auto">
        <div className="w-max">
          <SegmentedToggle label="Show" options={GROUPS} value={filters.group} onChange={(group) => set({ group })} />
        </div>
      </div>

      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem_12rem] md:items-end">
        <SearchInput label="Search users" placeholder="Search users..." value={filters.q ?? ''} onValueChange={setQuery} maxLength={200} />
        <SelectField label="Role" value={filters.role ?? ''} onChange={(e) => set({ role: e.target.value || null })}>
          <option value="">All Roles</option>
          {ROLE_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.roles.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField label="Status" value={filters.status ?? ''} onChange={(e) => set({ status: e.target.value || null })}>
          <option value="">All Status</option>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel('user', status)}
            </option>
          ))}
        </SelectField>
      </div>

      <ListResults
        query={users}
        noun="users"
        header={<ListCountHeading label="Team Members" total={list?.total} />}
        empty={emptyListState(list, listState.isFiltered(), {
          filtered: { title: 'No users match your filters', description: 'Try adjusting your search or filters to see more users.' },
          none: { icon: Users, title: 'No users yet', description: 'People will appear here once they are added.' },
        })}
      >
        {({ items }) => (
          <>
            <UsersTable users={items} actions={actions} />
            <UsersCardList users={items} actions={actions} />
          </>
        )}
      </ListResults>

      {list && list.items.length > 0 && pageCount > 1 ? (
        <ListPagination label="User pages" page={filters.page} pageCount={pageCount} onPageChange={listState.setPage} className="" />
      ) : null}

      {canManage ? (
        <>
          <UserFormDialog open={createOpen} onOpenChange={setCreateOpen} />
          {editing ? <UserFormDialog open={editOpen} onOpenChange={setEditOpen} user={editing} /> : null}
        </>
      ) : null}
      {canDelete ? <DeleteUserDialog user={deleting} open={deleteOpen} onOpenChange={setDeleteOpen} /> : null}
      {ratesFor ? <UserRatesDialog user={ratesFor} open onOpenChange={(open) => (open ? undefined : setRatesFor(null))} /> : null}
    </section>
  );
}
