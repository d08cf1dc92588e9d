/**
 * What Delete User says, the same for a staff member (settings/users) and for a client's user (clients): spread into
 * ConfirmDeleteDialog.
 */
export function deleteUserCopy(name: string) {
  return {
    title: 'Delete User',
    description: `Are you sure you want to delete ${name}? This action cannot be undone and will permanently remove their account and all associated data.`,
    toasts: {
      success: 'User deleted successfully',
      description: `${name} has been removed from the team.`,
      failure: 'Failed to delete user',
    },
  };
}
