/**
 * Everything on the public site that another agency would change to make it theirs: names, copy, people, products
 * and contact details. Components only lay this out, so a rebrand is an edit to this file and to the `landing`
 * catalogs (src/shared/i18n/catalogs/<language>/landing.json), which hold every text: the values here that a person
 * reads are catalog keys (`msg`), translated when the page renders.
 */
import { msg } from '../../lib/i18n';
import type { LandingKey } from '@web/lib/messages/landing';
import type { IconName } from './landing-icon';

export interface NavLink {
  label: LandingKey;
  href: `#${string}`;
}

export interface Claim {
  value: string;
  label: LandingKey;
}

export interface Service {
  icon: IconName;
  title: LandingKey;
  description: LandingKey;
  points: readonly [LandingKey, LandingKey, LandingKey];
}

export interface PricingModel {
  icon: IconName;
  title: LandingKey;
  bestFor: LandingKey;
  description: LandingKey;
  points: readonly LandingKey[];
}

export interface Person {
  name: string;
  title: LandingKey;
  bio: LandingKey;
  initials: string;
}

export interface Value {
  icon: IconName;
  title: LandingKey;
  description: LandingKey;
}

export interface Product {
  name: string;
  category: LandingKey;
  description: LandingKey;
  url: string;
}

export interface ContactDetail {
  icon: IconName;
  label: LandingKey;
  value: string;
  href?: string;
}

export interface SectionCopy {
  eyebrow: LandingKey;
  title: LandingKey;
  intro: LandingKey;
}

const email = 'hello@northwind.test';

export const company = {
  name: 'Northwind Studio',
  /** The letter in the square logo mark. */
  monogram: 'N',
  tagline: msg('landing.company.tagline'),
  email,
  location: msg('landing.company.location'),
} as const;

/** The browser tab's title and the meta description; postbuild writes them into each prerendered page. */
export const pageTitle = msg('landing.meta.title');
export const pageDescription = msg('landing.meta.description');

export const navLinks: readonly NavLink[] = [
  { label: msg('landing.nav.services'), href: '#services' },
  { label: msg('landing.nav.about'), href: '#about' },
  { label: msg('landing.nav.contact'), href: '#contact' },
];

export const products: readonly Product[] = [
  {
    name: 'Ledgerline',
    category: msg('landing.work.ledgerline.category'),
    description: msg('landing.work.ledgerline.description'),
    url: 'https://example.com/ledgerline',
  },
  {
    name: 'FieldPass',
    category: msg('landing.work.fieldpass.category'),
    description: msg('landing.work.fieldpass.description'),
    url: 'https://example.com/fieldpass',
  },
  {
    name: 'Clinicly',
    category: msg('landing.work.clinicly.category'),
    description: msg('landing.work.clinicly.description'),
    url: 'https://example.com/clinicly',
  },
  {
    name: 'Mesa Freight Portal',
    category: msg('landing.work.mesaFreight.category'),
    description: msg('landing.work.mesaFreight.description'),
    url: 'https://example.com/mesa-freight',
  },
  {
    name: 'Harvestly',
    category: msg('landing.work.harvestly.category'),
    description: msg('landing.work.harvestly.description'),
    url: 'https://example.com/harvestly',
  },
  {
    name: 'RoomRoster',
    category: msg('landing.work.roomRoster.category'),
    description: msg('landing.work.roomRoster.description'),
    url: 'https://example.com/roomroster',
  },
  {
    name: 'Piñon Valley Credit Union',
    category: msg('landing.work.pinonValley.category'),
    description: msg('landing.work.pinonValley.description'),
    url: 'https://example.com/pinon-valley',
  },
  {
    name: 'CrewClock',
    category: msg('landing.work.crewClock.category'),
    description: msg('landing.work.crewClock.description'),
    url: 'https://example.com/crewclock',
  },
  {
    name: 'Trailhead Outfitters',
    category: msg('landing.work.trailhead.category'),
    description: msg('landing.work.trailhead.description'),
    url: 'https://example.com/trailhead',
  },
];

export const hero = {
  eyebrow: msg('landing.hero.eyebrow'),
  title: company.tagline,
  lead: msg('landing.hero.lead'),
  primaryAction: { label: msg('landing.hero.primaryAction'), href: '#contact' },
  secondaryAction: { label: msg('landing.hero.secondaryAction'), href: '#services' },
  claims: [
    { value: '20+', label: msg('landing.hero.claimYears') },
    { value: '$1MM+', label: msg('landing.hero.claimSales') },
    { value: String(products.length), label: msg('landing.hero.claimProducts') },
  ] satisfies Claim[],
  /** The decorative card beside the headline: what working with us looks like, step by step. */
  roadmap: {
    title: msg('landing.hero.roadmap.title'),
    steps: [
      { label: msg('landing.hero.roadmap.strategy'), state: 'done' },
      { label: msg('landing.hero.roadmap.assessment'), state: 'done' },
      { label: msg('landing.hero.roadmap.pricing'), state: 'current' },
      { label: msg('landing.hero.roadmap.build'), state: 'next' },
    ],
    chartLabel: msg('landing.hero.roadmap.chartLabel'),
    /** Bar heights in percent, oldest quarter first. */
    chart: [22, 30, 28, 41, 49, 58, 71, 86],
  },
} as const;

export const servicesSection: SectionCopy = {
  eyebrow: msg('landing.services.eyebrow'),
  title: msg('landing.services.title'),
  intro: msg('landing.services.intro'),
};

export const services: readonly Service[] = [
  {
    icon: 'code',
    title: msg('landing.services.custom.title'),
    description: msg('landing.services.custom.description'),
    points: [msg('landing.services.custom.point1'), msg('landing.services.custom.point2'), msg('landing.services.custom.point3')],
  },
  {
    icon: 'cloud',
    title: msg('landing.services.saas.title'),
    description: msg('landing.services.saas.description'),
    points: [msg('landing.services.saas.point1'), msg('landing.services.saas.point2'), msg('landing.services.saas.point3')],
  },
  {
    icon: 'smartphone',
    title: msg('landing.services.mobile.title'),
    description: msg('landing.services.mobile.description'),
    points: [msg('landing.services.mobile.point1'), msg('landing.services.mobile.point2'), msg('landing.services.mobile.point3')],
  },
  {
    icon: 'monitor',
    title: msg('landing.services.web.title'),
    description: msg('landing.services.web.description'),
    points: [msg('landing.services.web.point1'), msg('landing.services.web.point2'), msg('landing.services.web.point3')],
  },
];

export const pricingSection: SectionCopy = {
  eyebrow: msg('landing.pricing.eyebrow'),
  title: msg('landing.pricing.title'),
  intro: msg('landing.pricing.intro'),
};

export const pricingModels: readonly PricingModel[] = [
  {
    icon: 'handshake',
    title: msg('landing.pricing.share.title'),
    bestFor: msg('landing.pricing.share.bestFor'),
    description: msg('landing.pricing.share.description'),
    points: [msg('landing.pricing.share.point1'), msg('landing.pricing.share.point2'), msg('landing.pricing.share.point3')],
  },
  {
    icon: 'repeat',
    title: msg('landing.pricing.monthly.title'),
    bestFor: msg('landing.pricing.monthly.bestFor'),
    description: msg('landing.pricing.monthly.description'),
    points: [msg('landing.pricing.monthly.point1'), msg('landing.pricing.monthly.point2'), msg('landing.pricing.monthly.point3')],
  },
];

export const aboutSection: SectionCopy = {
  eyebrow: msg('landing.about.eyebrow'),
  title: msg('landing.about.title'),
  intro: msg('landing.about.intro'),
};

export const founders: readonly Person[] = [
  { name: 'Daniel Reyes', title: msg('landing.team.ceo.title'), bio: msg('landing.team.ceo.bio'), initials: 'DR' },
  { name: 'Maren Holt', title: msg('landing.team.cto.title'), bio: msg('landing.team.cto.bio'), initials: 'MH' },
];

export const teamLeads: readonly Person[] = [
  { name: 'Priya Natarajan', title: msg('landing.team.engineering.title'), bio: msg('landing.team.engineering.bio'), initials: 'PN' },
  { name: 'Tomás Ortega', title: msg('landing.team.mobile.title'), bio: msg('landing.team.mobile.bio'), initials: 'TO' },
  { name: 'Grace Whitehorse', title: msg('landing.team.design.title'), bio: msg('landing.team.design.bio'), initials: 'GW' },
  { name: 'Sam Becker', title: msg('landing.team.success.title'), bio: msg('landing.team.success.bio'), initials: 'SB' },
];

export const values: readonly Value[] = [
  { icon: 'target', title: msg('landing.values.business.title'), description: msg('landing.values.business.description') },
  { icon: 'handshake', title: msg('landing.values.partners.title'), description: msg('landing.values.partners.description') },
  { icon: 'shield', title: msg('landing.values.lasting.title'), description: msg('landing.values.lasting.description') },
  { icon: 'lightbulb', title: msg('landing.values.plain.title'), description: msg('landing.values.plain.description') },
];

export const workSection: SectionCopy = {
  eyebrow: msg('landing.work.eyebrow'),
  title: msg('landing.work.title'),
  intro: msg('landing.work.intro'),
};

export const contactSection = {
  eyebrow: msg('landing.contact.eyebrow'),
  title: msg('landing.contact.title'),
  intro: msg('landing.contact.intro'),
  /** `label` is a key; `value` is one only when `translate` says so (an address is not). */
  details: [
    { icon: 'mail', label: msg('landing.contact.emailUs'), value: email, href: `mailto:${email}` },
    { icon: 'calendar', label: msg('landing.contact.scheduleCall'), value: msg('landing.contact.scheduleCallValue'), translate: true },
    { icon: 'map-pin', label: msg('landing.contact.visitUs'), value: company.location, translate: true },
  ] satisfies (ContactDetail & { translate?: boolean })[],
  expectTitle: msg('landing.contact.expectTitle'),
  expect: [msg('landing.contact.expect1'), msg('landing.contact.expect2'), msg('landing.contact.expect3'), msg('landing.contact.expect4')],
  form: {
    title: msg('landing.form.title'),
    intro: msg('landing.form.intro'),
    submit: msg('landing.form.submit'),
    submitting: msg('landing.form.submitting'),
  },
} as const;

export const footer = { blurb: msg('landing.footer.blurb') } as const;
