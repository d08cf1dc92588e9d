import { ContactLeadsScreen } from './contact-leads-screen';

/**
 * Contact Leads. Who may open it is the route table's (src/shared/routes.ts): the guard says why to the others. What
 * may be done with each lead is the lead's own `can` (decision 0034).
 */
export function ContactLeadsPage() {
  return <ContactLeadsScreen />;
}
