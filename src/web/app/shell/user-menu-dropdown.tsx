import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { KeyRound, LogOut, Moon, Sun, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { Me } from '@shared/schemas/me';
import { useSignOut } from '../../features/auth/api/sign-out';
import { errorMessage } from '../../lib/api';
import { toggleTheme, useTheme } from '../../lib/theme';
import { fullNameOf } from './user-menu';
import * as shell from '@web/lib/messages/shell';
import { roleText } from '../../lib/role-text';

const itemClass =
  'flex h-9 w-full cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm text-foreground outline-none select-none ' +
  'data-[highlighted]:bg-surface-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-60 [&_svg]:size-4 [&_svg]:text-muted-foreground';

/** The user menu itself, loaded when first wanted (./user-menu.tsx); `children` is its button's content. */
export function UserMenuDropdown({
  user,
  defaultOpen,
  triggerClassName,
  children,
}: {
  user: Me['user'];
  defaultOpen: boolean;
  triggerClassName: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const theme = useTheme();
  const signOut = useSignOut();
  const fullName = fullNameOf(user);
  // The product's menu always said 'Administrator'; we show the user's real role.
  const roleLabel = roleText(user.role);

  const handleSignOut = async () => {
    try {
      await signOut.mutateAsync();
      toast.success(shell.t('shell.userMenu.signedOut'), { description: shell.t('shell.userMenu.signedOutDescription') });
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error(shell.t('shell.userMenu.signOutFailed'), { description: errorMessage(error) });
    }
  };

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={triggerClassName}>{children}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-64 rounded-lg border border-border bg-surface p-1 text-foreground shadow-lg animate-fade-in"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <p className="truncate text-sm font-medium">{fullName}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            <p className="mt-1.5 inline-flex rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-soft-foreground">
              {roleLabel}
            </p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <MenuLink to="/settings/profile" icon={UserRound}>
            {shell.t('shell.userMenu.profileSettings')}
          </MenuLink>
          <MenuLink to="/settings/account" icon={KeyRound}>
            {shell.t('shell.userMenu.accountSettings')}
          </MenuLink>
          <DropdownMenu.Item className={itemClass} onSelect={() => toggleTheme()}>
            {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
            {theme === 'dark' ? shell.t('shell.userMenu.lightMode') : shell.t('shell.userMenu.darkMode')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} disabled={signOut.isPending} onSelect={() => void handleSignOut()}>
            <LogOut aria-hidden />
            {shell.t('shell.userMenu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A menu item that opens a page. */
function MenuLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        <Icon aria-hidden />
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}
