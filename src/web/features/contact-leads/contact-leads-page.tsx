import { PageHeader } from '../../components/page-header';
import { PermissionDenied } from '../../components/permission-denied';
import { PlaceholderPanel } from '../../components/placeholder-panel';
import { useCan } from '../../lib/can';

export function ContactLeadsPage() {
  const allowed = useCan();
  // Staff without the capability can still type the address; the server refuses the data, this says why.
  if (!allowed('leads.view')) {
    return <PermissionDenied message="You do not have permission to view contact submissions." />;
  }
  return (
    <>
      <PageHeader title="Contact Leads" subtitle="Enquiries sent through the contact form on the website" />
      <PlaceholderPanel />
    </>
  );
}
