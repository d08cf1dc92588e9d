import { useCan } from '../../lib/can';
import { ContactLeadsScreen } from './contact-leads-screen';

/** Contact Leads. Who may open it is the route table's (src/shared/routes.ts): the guard says why to the others. */
export function ContactLeadsPage() {
  const allowed = useCan();
  return <ContactLeadsScreen canManage={allowed('leads.manage')} />;
}
