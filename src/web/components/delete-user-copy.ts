import * as peopleWords from '../lib/messages/people';
/**
 * What Delete User says, the same for a staff member (settings/users) and for a client's user (clients): spread into
 * ConfirmDeleteDialog.
 */
export function deleteUserCopy(name: string) {
  return {
    title: peopleWords.t('people.deleteTitle'),
    description: peopleWords.t('people.deleteQuestion', { name }),
    toasts: {
      success: peopleWords.t('people.deleted'),
      description: peopleWords.t('people.removed', { name }),
      failure: peopleWords.t('people.deleteFailed'),
    },
  };
}
