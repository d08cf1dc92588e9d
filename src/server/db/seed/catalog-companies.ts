/** The demo's client and lead companies: their names, addresses, notes, and what leads ask for. */

/** Town and landscape words for made-up client and lead companies. */
export const PLACES = [
  'Aztec',
  'Bloomfield',
  'Kirtland',
  'Durango',
  'Cortez',
  'Gallup',
  'Taos',
  'Chama',
  'Pagosa',
  'Silverton',
  'Mancos',
  'Dolores',
  'Bayfield',
  'Ignacio',
  'Ouray',
  'Ridgway',
  'Telluride',
  'Moab',
  'Monticello',
  'Grants',
  'Raton',
  'Socorro',
  'Ruidoso',
  'Abiquiu',
  'Animas',
  'La Plata',
  'San Juan',
  'Sandia',
  'Jemez',
  'Rio Grande',
  'Chaco',
  'Pecos',
  'Mesa',
  'Juniper',
  'Cottonwood',
  'Sagebrush',
  'High Desert',
  'Red Rock',
  'Canyon',
  'Turquoise',
  'Sunrise',
  'Basin',
  'Piedra',
  'Hogback',
  'Angel Peak',
] as const;

export const INDUSTRY_NOUNS: Record<string, readonly string[]> = {
  Technology: ['Software', 'Data Systems', 'Networks', 'Labs', 'Cloud Services'],
  Healthcare: ['Family Clinic', 'Dental Group', 'Medical Center', 'Physical Therapy', 'Home Health'],
  Finance: ['Credit Union', 'Wealth Advisors', 'Insurance Agency', 'Accounting', 'Capital'],
  Manufacturing: ['Fabrication', 'Machine Works', 'Industries', 'Metalworks', 'Packaging'],
  Retail: ['Outfitters', 'Market', 'Supply Co.', 'Trading Post', 'Boutique'],
  Education: ['Academy', 'Learning Center', 'Charter School', 'Tutoring', 'Montessori'],
  'Real Estate': ['Realty', 'Property Management', 'Title & Escrow', 'Homes', 'Land Co.'],
  Construction: ['Construction', 'Builders', 'Contracting', 'Roofing', 'Concrete'],
  Legal: ['Law Group', 'Legal Services', 'Attorneys', 'Law Office', 'Mediation'],
  Marketing: ['Marketing', 'Creative', 'Media', 'Advertising', 'Brand Studio'],
  Other: ['Outdoor Adventures', 'Brewing Co.', 'Veterinary Hospital', 'Logistics', 'Events'],
};

export const STREETS = [
  'Main St',
  'Broadway Ave',
  'Apache St',
  'Navajo St',
  'Pinon Hills Blvd',
  'Butler Ave',
  '20th St',
  'College Blvd',
  'Farmington Ave',
  'Schofield Ln',
  'Hutton Ave',
  'Orchard Ave',
  'Animas St',
  'Aztec Blvd',
  'Chaco St',
  'Murray Dr',
] as const;

export const TOWNS: readonly (readonly [city: string, state: string, zip: string])[] = [
  ['Farmington', 'NM', '87401'],
  ['Farmington', 'NM', '87402'],
  ['Aztec', 'NM', '87410'],
  ['Bloomfield', 'NM', '87413'],
  ['Kirtland', 'NM', '87417'],
  ['Durango', 'CO', '81301'],
  ['Cortez', 'CO', '81321'],
  ['Gallup', 'NM', '87301'],
  ['Albuquerque', 'NM', '87102'],
  ['Santa Fe', 'NM', '87501'],
];

export const CLIENT_NOTES: Record<string, readonly string[]> = {
  active: [
    'Prefers e-mail for status updates; weekly check-in call on Tuesdays.',
    'Decision maker is the operations director; invoices go to accounts payable.',
    'Long-standing client since our legacy web design days. Very responsive.',
    'Quarterly roadmap review scheduled with their leadership team.',
    'Referred by another client. Pays on time, likes detailed release notes.',
  ],
  prospect: [
    'Came in through the website contact form. Discovery call went well.',
    'Met at the Four Corners business expo. Waiting on their budget approval.',
    'Interested in a revenue-share SaaS arrangement; proposal in progress.',
  ],
  inactive: [
    'Project wrapped up; no active work. Check in next quarter about phase two.',
    'Paused all vendor work after a reorganisation. Keep in touch.',
  ],
  archived: [
    'Business sold in 2024; the new owners use an in-house team.',
    'Contract ended. Final data export delivered and access revoked.',
  ],
};

export const LEAD_DESCRIPTIONS: Record<string, readonly string[]> = {
  'custom-software': [
    'We dispatch 40 trucks from spreadsheets and a whiteboard. We need a scheduling and routing tool our drivers can use on their phones.',
    'Our quoting process takes days. We would like a custom tool that pulls prices from our supplier catalogues.',
    'Looking for help replacing an Access database that runs our whole warehouse.',
  ],
  saas: [
    'We have an idea for a booking product for small outfitters and want a partner who can build it on a revenue share.',
    'We run a niche SaaS for dental labs and need a team to rebuild the front end and add billing.',
    'We want to turn our internal scheduling tool into a product other clinics can subscribe to.',
  ],
  'mobile-app': [
    'We need an iOS and Android app for our members to check in, book classes and pay dues.',
    'Our field technicians need an offline app for inspections in areas without signal.',
    'Looking to build a companion app for our loyalty program.',
  ],
  'web-design': [
    'Our website was built in 2012 and does not work on phones. Interested in the monthly subscription option.',
    'We need a simple, fast site for our law office with a contact form and online intake.',
    'Our restaurant group needs a refreshed site with menus and online ordering links.',
  ],
  consultation: [
    'We are choosing between two ERP vendors and want an independent technical opinion.',
    'Looking for a strategic review of our software roadmap before our next funding round.',
    'We have an in-house team and want a few sessions on architecture and code quality.',
  ],
};
