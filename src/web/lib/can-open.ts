/** Whether the signed-in user can open an in-app address: the shared route table's answer (decision 0029). */
import { canOpenPath } from '../../shared/screen-access';
import { useCurrentUser } from './current-user';

/** `const canOpen = useCanOpen(); canOpen('/clients/1')` */
export function useCanOpen(): (href: string) => boolean {
  const { me } = useCurrentUser();
  return (href) => canOpenPath(me?.user.role, href);
}
