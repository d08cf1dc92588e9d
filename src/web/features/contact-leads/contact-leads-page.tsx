import { PermissionDenied } from '../../components/permission-denied';
import { useCan } from '../../lib/can';
import { ContactLeadsScreen } from './contact-leads-screen';

export function ContactLeadsPage() {
  const allowed = useCan();
  // Staff without the capability can still type the address; the server refuses the data, this says why.
  if (!allowed('leads.view')) {
    return <PermissionDenied message="You do not have permission to view contact submissions." />;
  }
  return <ContactLeadsScreen canManage={allowed('leads.manage')} />;
}
