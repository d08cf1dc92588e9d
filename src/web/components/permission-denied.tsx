import { ShieldAlert } from 'lucide-react';
import { useDocumentTitle } from '../lib/use-document-title';
import * as common from '../lib/messages/common';

interface PermissionDeniedProps {
  message: string;
}

/** Explains a refusal in place, for screens a role can reach by address but may not use. */
export function PermissionDenied({ message }: PermissionDeniedProps) {
  useDocumentTitle(common.t('common.permissionDenied'));
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center" role="alert">
      <ShieldAlert aria-hidden className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{common.t('common.permissionDenied')}</h1>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
    </div>
  );
}
