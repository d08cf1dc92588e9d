import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCanOpen } from '../lib/can-open';

interface RouteLinkProps {
  to: string;
  className?: string;
  /** The class of the plain text shown instead when the reader cannot open `to`. */
  textClassName?: string;
  children: ReactNode;
}

/**
 * A link to a screen only for those the route table lets open it; for anyone else the same words as plain text, so a
 * page never offers a link that would bounce its reader (decision 0029).
 */
export function RouteLink({ to, className, textClassName, children }: RouteLinkProps) {
  const canOpen = useCanOpen();
  if (!canOpen(to)) return <span className={textClassName}>{children}</span>;
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
