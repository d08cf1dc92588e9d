import type { Scope } from '@shared/permissions';
import { t } from '@web/lib/messages/settings';

/**
 * How a scope reads in a table cell (short, for narrow screens) and in the legend beneath, in the reader's language:
 * each read translates when a screen renders (never at import).
 */
export const SCOPE_LABELS: Record<Scope, { readonly short: string; readonly meaning: string }> = {
  all: {
    get short() {
      return t('settings.scope.all');
    },
    get meaning() {
      return t('settings.scope.allMeaning');
    },
  },
  assigned: {
    get short() {
      return t('settings.scope.assigned');
    },
    get meaning() {
      return t('settings.scope.assignedMeaning');
    },
  },
  own: {
    get short() {
      return t('settings.scope.own');
    },
    get meaning() {
      return t('settings.scope.ownMeaning');
    },
  },
  company: {
    get short() {
      return t('settings.scope.company');
    },
    get meaning() {
      return t('settings.scope.companyMeaning');
    },
  },
  limited: {
    get short() {
      return t('settings.scope.limited');
    },
    get meaning() {
      return t('settings.scope.limitedMeaning');
    },
  },
};

/** The English words of no access, as the tests read them; screens show `noAccess()`. */
export const NO_ACCESS = 'No access';

/** 'No access' in the reader's language. */
export const noAccess = () => t('settings.scope.none');
