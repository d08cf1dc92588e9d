import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { Me } from '@shared/schemas/me';
import { Avatar } from '../../components/avatar';
import { useDeferredMenu } from '../../lib/use-deferred-menu';
import * as shell from '@web/lib/messages/shell';

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuDropdown })));

const TRIGGER_CLASS =
  'flex h-10 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-foreground hover:bg-surface-muted data-[state=open]:bg-surface-muted sm:rounded-lg';

export const fullNameOf = (user: Me['user']) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The top bar's user menu: its button is part of the first load, the menu's code comes when it is first wanted. */
export function UserMenu({ user }: { user: Me['user'] }) {
  const menu = useDeferredMenu(loadDropdown);
  const fullName = fullNameOf(user);
  const label = (
    <>
      {/* Named by its text, not an aria-label, so what is seen is what is announced (WCAG 2.5.3): "Daniel Whitaker
          User menu" on a desktop, "User menu" on a phone; the avatar's initials would only repeat the name. */}
      <span aria-hidden>
        <Avatar src={user.avatarUrl} firstName={user.firstName} lastName={user.lastName} fallback={user.email} />
      </span>
      <span className="hidden max-w-40 truncate sm:block">{fullName}</span>
      <span className="sr-only">{shell.t('shell.userMenu.label')}</span>
      <ChevronDown aria-hidden className="hidden size-4 text-muted-foreground sm:block" />
    </>
  );
  const button = (
    <button className={TRIGGER_CLASS} {...menu.triggerProps}>
      {label}
    </button>
  );
  if (!menu.mounted) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown user={user} defaultOpen={menu.openAtStart} triggerClassName={TRIGGER_CLASS}>
        {label}
      </UserMenuDropdown>
    </Suspense>
  );
}
