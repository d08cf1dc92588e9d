import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, KeyRound, LogOut, Moon, Sun, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { Me } from '../../../shared/schemas/me';
import { ROLE_LABELS } from '../../../shared/roles';
import { Avatar } from '../../components/avatar';
import { useSignOut } from '../../features/auth/api/sign-out';
import { errorMessage } from '../../lib/api';
import { toggleTheme, useTheme } from '../../lib/theme';

const itemClass =
  'flex h-9 w-full cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm text-foreground outline-none select-none ' +
  'data-[highlighted]:bg-surface-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-60 [&_svg]:size-4 [&_svg]:text-muted-foreground';

export function UserMenu({ user }: { user: Me['user'] }) {
  const navigate = useNavigate();
  const theme = useTheme();
  const signOut = useSignOut();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  // The product's menu always said 'Administrator'; we show the user's real role.
  const roleLabel = ROLE_LABELS[user.role] ?? user.role;

  const handleSignOut = async () => {
    try {
      await signOut.mutateAsync();
      toast.success('Signed out successfully', { description: 'You have been logged out.' });
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error('Sign out failed', { description: errorMessage(error) });
    }
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex h-10 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-foreground hover:bg-surface-muted data-[state=open]:bg-surface-muted sm:rounded-lg"
      >
        {/* Named by its text, not an aria-label, so what is seen is what is announced (WCAG 2.5.3): "Daniel Whitaker
            User menu" on a desktop, "User menu" on a phone; the avatar's initials would only repeat the name. */}
        <span aria-hidden>
          <Avatar src={user.avatarUrl} firstName={user.firstName} lastName={user.lastName} fallback={user.email} />
        </span>
        <span className="hidden max-w-40 truncate sm:block">{fullName}</span>
        <span className="sr-only">User menu</span>
        <ChevronDown aria-hidden className="hidden size-4 text-muted-foreground sm:block" />
      </DropdownMenu.Trigger>
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
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/settings/profile">
              <UserRound aria-hidden />
              Profile Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/settings/account">
              <KeyRound aria-hidden />
              Account Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => toggleTheme()}>
            {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
            {theme === 'dark' ? 'Switch to Light Mode' : 'Switch to Dark Mode'}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} disabled={signOut.isPending} onSelect={() => void handleSignOut()}>
            <LogOut aria-hidden />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
