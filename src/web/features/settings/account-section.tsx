import { Card } from '../../components/card';
import { SettingsSection, type SettingsSectionProps } from './settings-section';

/** One card of Account Settings: a heading the section is labelled by, a line saying what it is for, its content. */
export function AccountSection(props: SettingsSectionProps) {
  return (
    <Card className="p-5 sm:p-6">
      <SettingsSection {...props} className="space-y-5" headerClassName="space-y-1" />
    </Card>
  );
}
