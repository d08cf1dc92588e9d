import { SectionCard as Panel, type SectionCardProps } from '../../components/section-card';

/** A titled panel of the overview. */
export function SectionCard(props: Omit<SectionCardProps, 'idPrefix'>) {
  return <Panel idPrefix="dashboard" {...props} />;
}
