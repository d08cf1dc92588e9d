import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';

export interface IconButtonProps extends Omit<ButtonProps, 'variant' | 'size' | 'asChild' | 'children' | 'aria-label'> {
  icon: LucideIcon;
  /** What the button does, for screen readers: the icon alone says it to the eye only. */
  label: string;
}

/** A row's quiet action shown as its icon alone (Edit, Delete); `className` sets its size and colour. */
export function IconButton({ icon: Icon, label, ...props }: IconButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} {...props}>
      <Icon aria-hidden />
    </Button>
  );
}
