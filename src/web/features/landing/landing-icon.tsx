import {
  CalendarCheck,
  Cloud,
  CodeXml,
  Handshake,
  Lightbulb,
  Mail,
  MapPin,
  MonitorSmartphone,
  Repeat,
  ShieldCheck,
  Smartphone,
  Target,
  type LucideIcon,
} from 'lucide-react';

// Content names icons by key rather than holding components, so content.ts stays plain data and only the icons
// listed here end up in the bundle.
const ICONS = {
  code: CodeXml,
  cloud: Cloud,
  smartphone: Smartphone,
  monitor: MonitorSmartphone,
  handshake: Handshake,
  repeat: Repeat,
  target: Target,
  shield: ShieldCheck,
  lightbulb: Lightbulb,
  mail: Mail,
  calendar: CalendarCheck,
  'map-pin': MapPin,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

interface LandingIconProps {
  name: IconName;
  className?: string;
}

export function LandingIcon({ name, className }: LandingIconProps) {
  const Icon = ICONS[name];
  return <Icon aria-hidden className={className} />;
}
