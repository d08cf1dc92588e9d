import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { NavItem } from '../nav-items';
import { Brand } from './brand';
import { SidebarNav } from './sidebar-nav';
import * as shell from '@web/lib/messages/shell';

interface MobileNavDrawerProps {
  items: readonly NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sidebar on phones and tablets: a modal drawer (focus trapped, Escape and outside click close it). */
export function MobileNavDrawer({ items, open, onOpenChange }: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay animate-fade-in lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface shadow-xl animate-slide-in-left lg:hidden"
        >
          <Dialog.Title className="sr-only">{shell.t('shell.navigation')}</Dialog.Title>
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-border px-4">
            <Brand onNavigate={close} />
            <Dialog.Close
              aria-label={shell.t('shell.closeNavigation')}
              className="flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-4">
            <SidebarNav items={items} onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
