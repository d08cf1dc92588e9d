/**
 * Everything on the public site that another agency would change to make it theirs: names, copy, people, products
 * and contact details. Components only lay this out, so a rebrand is an edit to this file (plus the <title> and meta
 * description in landing.html, which must be in the HTML before any script runs).
 */
import type { IconName } from './landing-icon';

export interface NavLink {
  label: string;
  href: `#${string}`;
}

export interface Claim {
  value: string;
  label: string;
}

export interface Service {
  icon: IconName;
  title: string;
  description: string;
  points: readonly [string, string, string];
}

export interface PricingModel {
  icon: IconName;
  title: string;
  bestFor: string;
  description: string;
  points: readonly string[];
}

export interface Person {
  name: string;
  title: string;
  bio: string;
  initials: string;
}

export interface Value {
  icon: IconName;
  title: string;
  description: string;
}

export interface Product {
  name: string;
  category: string;
  description: string;
  url: string;
}

export interface ContactDetail {
  icon: IconName;
  label: string;
  value: string;
  href?: string;
}

export interface SectionCopy {
  eyebrow: string;
  title: string;
  intro: string;
}

const email = 'hello@northwind.test';
const location = 'Farmington, NM, USA';

export const company = {
  name: 'Northwind Studio',
  /** The letter in the square logo mark. */
  monogram: 'N',
  tagline: 'We Think Business',
  email,
  location,
} as const;

/** The browser tab's title; landing.html carries the same text for the prerendered page. */
export const pageTitle = `${company.name} — ${company.tagline}`;

export const navLinks: readonly NavLink[] = [
  { label: 'Services', href: '#services' },
  { label: 'About', href: '#about' },
  { label: 'Contact', href: '#contact' },
];

export const products: readonly Product[] = [
  {
    name: 'Ledgerline',
    category: 'SaaS · Finance',
    description:
      'Overnight bookkeeping for multi-location restaurants: point-of-sale, payroll and bank feeds reconciled before the morning shift.',
    url: 'https://example.com/ledgerline',
  },
  {
    name: 'FieldPass',
    category: 'Mobile · Utilities',
    description: 'An offline-first inspection app that utility crews across the Four Corners use where the signal gives out.',
    url: 'https://example.com/fieldpass',
  },
  {
    name: 'Clinicly',
    category: 'SaaS · Healthcare',
    description: 'Patient intake, reminders and scheduling for independent clinics, with a full audit trail on every record.',
    url: 'https://example.com/clinicly',
  },
  {
    name: 'Mesa Freight Portal',
    category: 'Custom Software · Logistics',
    description: 'Dispatch, load tracking and carrier payments in one portal, replacing four spreadsheets and a fax machine.',
    url: 'https://example.com/mesa-freight',
  },
  {
    name: 'Harvestly',
    category: 'Mobile · Agriculture',
    description: 'Crop planning and yield tracking for family farms, with frost and hail alerts that arrive on one bar of signal.',
    url: 'https://example.com/harvestly',
  },
  {
    name: 'RoomRoster',
    category: 'SaaS · Hospitality',
    description: 'Housekeeping and maintenance scheduling for boutique hotels, in sync with the property system they already run.',
    url: 'https://example.com/roomroster',
  },
  {
    name: 'Piñon Valley Credit Union',
    category: 'Web Design · Financial Services',
    description: 'A twenty-year-old member site rebuilt to load in under a second, without losing a single search ranking.',
    url: 'https://example.com/pinon-valley',
  },
  {
    name: 'CrewClock',
    category: 'SaaS · Construction',
    description: 'Time tracking and job costing for contractors, from the first punch-in on site to the final invoice.',
    url: 'https://example.com/crewclock',
  },
  {
    name: 'Trailhead Outfitters',
    category: 'Web Design · Retail',
    description: 'A legacy storefront modernised with a faster catalogue and online booking for guided desert trips.',
    url: 'https://example.com/trailhead',
  },
];

export const hero = {
  eyebrow: 'Your strategic software partner',
  title: company.tagline,
  lead:
    'We design, build and run software that earns its keep. For more than twenty years we have shipped custom ' +
    'platforms, SaaS products and native apps for companies that measure success in revenue, not releases — and ' +
    'our own SaaS products sell over $1MM a year, so we build yours the way we build ours.',
  primaryAction: { label: 'Start Your Project', href: '#contact' },
  secondaryAction: { label: 'Learn More', href: '#services' },
  claims: [
    { value: '20+', label: 'Years shipping production software' },
    { value: '$1MM+', label: 'Annual sales from our own SaaS products' },
    { value: String(products.length), label: 'Products live in the market' },
  ] satisfies Claim[],
  /** The decorative card beside the headline: what working with us looks like, step by step. */
  roadmap: {
    title: 'Partnership roadmap',
    steps: [
      { label: 'Strategy session', state: 'done' },
      { label: 'Technical assessment', state: 'done' },
      { label: 'Pricing model agreed', state: 'current' },
      { label: 'Build, launch, grow', state: 'next' },
    ],
    chartLabel: 'Shared revenue',
    /** Bar heights in percent, oldest quarter first. */
    chart: [22, 30, 28, 41, 49, 58, 71, 86],
  },
} as const;

export const servicesSection: SectionCopy = {
  eyebrow: 'Services',
  title: 'Software built around your business model',
  intro: 'Four disciplines under one roof, delivered by the same senior team that builds and runs our own products.',
};

export const services: readonly Service[] = [
  {
    icon: 'code',
    title: 'Custom Software',
    description: 'Platforms, portals and integrations shaped around how your organisation actually works, not around a vendor’s roadmap.',
    points: [
      'Operations and workflow platforms',
      'Integrations with your ERP, CRM and accounting tools',
      'Role-based portals for staff and customers',
    ],
  },
  {
    icon: 'cloud',
    title: 'SaaS Development',
    description:
      'From first paying customer to thousands of subscribers: multi-tenant products with billing, onboarding and analytics on day one.',
    points: [
      'Multi-tenant architecture and subscription billing',
      'Onboarding flows and product analytics',
      'Revenue-share partnerships available',
    ],
  },
  {
    icon: 'smartphone',
    title: 'Native Mobile Apps',
    description: 'Fast, dependable iOS and Android apps that earn a spot on your customers’ home screens and keep it.',
    points: [
      'Native iOS and Android, no lowest-common-denominator wrappers',
      'Offline sync and push notifications',
      'App Store and Google Play releases handled for you',
    ],
  },
  {
    icon: 'monitor',
    title: 'Legacy Web Design',
    description: 'The website your customers already know, made fast, accessible and secure — without throwing away what works.',
    points: ['Redesigns that keep your search rankings', 'Accessibility and performance fixes', 'Hosting, updates and monitoring included'],
  },
];

export const pricingSection: SectionCopy = {
  eyebrow: 'Pricing model',
  title: 'We get paid the way you do',
  intro: 'No hourly meter. Pick the model that fits what we are building together.',
};

export const pricingModels: readonly PricingModel[] = [
  {
    icon: 'handshake',
    title: 'Revenue-share agreement',
    bestFor: 'SaaS products',
    description:
      'We invest our engineering in your product and share in the revenue it earns. Less cash up front for you, and a partner whose incentives match yours.',
    points: ['Reduced upfront build cost', 'Ongoing development and hosting included', 'Terms scaled to your market and growth'],
  },
  {
    icon: 'repeat',
    title: 'Fixed monthly subscription',
    bestFor: 'Legacy web design and single-organisation custom software',
    description:
      'One predictable monthly fee covers design, development, hosting and support. No surprise invoices, and improvements never stop at launch.',
    points: ['A budget you can plan around', 'Continuous improvements, not one-off projects', 'Support and maintenance included'],
  },
];

export const aboutSection: SectionCopy = {
  eyebrow: 'About us',
  title: 'Builders who think like owners',
  intro:
    'We started Northwind Studio to build software the way we would want it built for our own companies — then we built our own companies. Every client engagement gets the same judgement we apply to products we own.',
};

export const founders: readonly Person[] = [
  {
    name: 'Daniel Reyes',
    title: 'Co-founder & CEO',
    bio: 'Two decades of turning operational headaches into software products. Leads strategy and signs every partnership we take on.',
    initials: 'DR',
  },
  {
    name: 'Maren Holt',
    title: 'Co-founder & CTO',
    bio: 'Architect of the SaaS portfolio behind our $1MM+ in yearly sales. Still reviews code every week, by choice.',
    initials: 'MH',
  },
];

export const teamLeads: readonly Person[] = [
  {
    name: 'Priya Natarajan',
    title: 'Head of Engineering',
    bio: 'Runs delivery across web and cloud, with a soft spot for boring, reliable infrastructure.',
    initials: 'PN',
  },
  {
    name: 'Tomás Ortega',
    title: 'Mobile Lead',
    bio: 'Ships native iOS and Android apps and keeps them quick on five-year-old phones.',
    initials: 'TO',
  },
  {
    name: 'Grace Whitehorse',
    title: 'Design Lead',
    bio: 'Makes complex workflows feel obvious and modernises legacy sites without losing their regulars.',
    initials: 'GW',
  },
  {
    name: 'Sam Becker',
    title: 'Client Success Lead',
    bio: 'Your steady point of contact, from the first call through every monthly review.',
    initials: 'SB',
  },
];

export const values: readonly Value[] = [
  {
    icon: 'target',
    title: 'Business first',
    description: 'Every feature has to earn its place on your P&L. We ask why before we ask how.',
  },
  { icon: 'handshake', title: 'Partners, not vendors', description: 'Revenue-share and subscription models mean we only win when you do.' },
  { icon: 'shield', title: 'Built to last', description: 'Clean architecture, automated tests and documentation anyone can pick up.' },
  { icon: 'lightbulb', title: 'Plain talk', description: 'Honest estimates, clear trade-offs and weekly updates without the jargon.' },
];

export const workSection: SectionCopy = {
  eyebrow: 'Recent Work',
  title: 'Products we built and still help run',
  intro: 'A few of the platforms, SaaS products and apps our clients and partners rely on every day.',
};

export const contactSection = {
  eyebrow: 'Contact',
  title: 'Ready to Build Something Amazing?',
  intro: 'Tell us where your business is headed. We reply within one business day with questions, first ideas and a clear next step.',
  details: [
    { icon: 'mail', label: 'Email us', value: email, href: `mailto:${email}` },
    { icon: 'calendar', label: 'Schedule a Call', value: 'Free consultation to discuss your project' },
    { icon: 'map-pin', label: 'Visit us', value: location },
  ] satisfies ContactDetail[],
  expectTitle: 'What to Expect',
  expect: [
    'A strategic discussion of your business goals',
    'A technical assessment of your needs and existing systems',
    'A custom pricing model discussion',
    'Partnership roadmap planning',
  ],
  form: {
    title: 'Tell Us About Your Project',
    intro: 'All fields are required. We read every message ourselves.',
    submit: 'Start the Conversation',
    submitting: 'Sending...',
  },
} as const;

export const footer = {
  blurb: 'Custom software, SaaS products and native apps for businesses that measure success in revenue.',
  rights: 'All rights reserved.',
} as const;
