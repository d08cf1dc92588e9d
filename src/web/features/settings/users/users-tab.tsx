import { Building2, Code2, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { USER_STATUSES } from '@shared/enums';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/settings';
import { roleLabel } from '../role-labels';
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
import { statusText } from '@web/lib/status-text';
import type { UserRowActionHandlers } from './user-row-actions';
import { UsersCardList } from './users-card-list';
import { UsersTable } from './users-table';

const GROUPS: readonly SegmentOption<UserGroup>[] = [
  { value: 'all', label: msg('settings.users.all'), icon: Users },
  { value: 'staff', label: msg('settings.users.staff'), icon: Code2 },
  { value: 'client', label: msg('settings.users.clientUsers'), icon: Building2 },
];

/** ROLE_GROUPS' English labels, in the reader's language. */
const ROLE_GROUP_KEYS: Record<string, Parameters<typeof t>[0]> = {
  'Development Team': msg('settings.users.staff'),
  'Client Team': msg('settings.users.clientTeam'),
};

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
            {t('settings.users.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('settings.users.subtitle')}</p>
        </div>
        {canManage ? (
          <Button onClick={() => setCreateOpen(true)}>
            <Plus aria-hidden />
            {t('settings.users.add')}
          </Button>
        ) : null}
      </div>

      {/* Kept on one line: on a narrow phone the switch scrolls sideways rather than breaking its labels. */}
      <div className="overflow-x-auto">
        <div className="w-max">
          <SegmentedToggle
            label={t('settings.users.show')}
            options={GROUPS.map((group) => ({ ...group, label: t(group.label as Parameters<typeof t>[0]) }))}
            value={filters.group}
            onChange={(group) => set({ group })}
          />
        </div>
      </div>

      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem_12rem] md:items-end">
        <SearchInput
          label={t('settings.users.search')}
          placeholder={t('settings.users.searchPlaceholder')}
          value={filters.q ?? ''}
          onValueChange={setQuery}
          maxLength={200}
        />
        <SelectField label={t('settings.users.role')} value={filters.role ?? ''} onChange={(e) => set({ role: e.target.value || null })}>
          <option value="">{t('settings.users.allRoles')}</option>
          {ROLE_GROUPS.map((group) => (
            <optgroup key={group.label} label={ROLE_GROUP_KEYS[group.label] ? t(ROLE_GROUP_KEYS[group.label]!) : group.label}>
              {group.roles.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role)}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField
          label={t('settings.users.status')}
          value={filters.status ?? ''}
          onChange={(e) => set({ status: e.target.value || null })}
        >
          <option value="">{t('settings.users.allStatus')}</option>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusText('user', status)}
            </option>
          ))}
        </SelectField>
      </div>

      <ListResults
        query={users}
        noun={t('settings.users.noun')}
        header={<ListCountHeading label={t('settings.users.teamMembers')} total={list?.total} />}
        empty={emptyListState(list, listState.isFiltered(), {
          filtered: { title: t('settings.users.filteredTitle'), description: t('settings.users.filteredDescription') },
          none: { icon: Users, title: t('settings.users.noneTitle'), description: t('settings.users.noneDescription') },
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
        <ListPagination
          label={t('settings.users.pages')}
          page={filters.page}
          pageCount={pageCount}
          onPageChange={listState.setPage}
          className=""
        />
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
