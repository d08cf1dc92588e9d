/** The words the demo seeder builds its agency from: people, companies, projects, tasks, conversations. */
import type { CommunicationType, ProjectStatus, TaskType } from '@shared/enums';

export const AGENCY = {
  name: 'Northwind Studio',
  domain: 'northwind.test',
  city: 'Farmington',
  state: 'NM',
} as const;

export const FIRST_NAMES = [
  'Aaron', 'Abigail', 'Adrian', 'Aisha', 'Alejandro', 'Alicia', 'Andre', 'Angela', 'Ben', 'Bianca', 'Brandon',
  'Caleb', 'Camila', 'Carlos', 'Chloe', 'Colin', 'Dana', 'Darius', 'Diego', 'Elise', 'Emily', 'Ethan', 'Fatima',
  'Gabriel', 'Grace', 'Hector', 'Isaac', 'Isabel', 'Jasmine', 'Javier', 'Jenna', 'Joel', 'Julia', 'Kai', 'Kayla',
  'Lauren', 'Leah', 'Liam', 'Lucia', 'Malik', 'Maya', 'Megan', 'Miguel', 'Mina', 'Nadia', 'Naomi', 'Nathan', 'Noah',
  'Olivia', 'Omar', 'Paige', 'Rafael', 'Rosa', 'Ryan', 'Samuel', 'Sara', 'Tariq', 'Teresa', 'Trevor', 'Valeria',
  'Victor', 'Wyatt', 'Yusuf', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Aguilar', 'Anderson', 'Archuleta', 'Baca', 'Begay', 'Benally', 'Brooks', 'Castillo', 'Chavez', 'Chee', 'Coleman',
  'Delgado', 'Dominguez', 'Duran', 'Fleming', 'Foster', 'Garcia', 'Gonzales', 'Grant', 'Harper', 'Hayes', 'Herrera',
  'Jaramillo', 'Jensen', 'Kim', 'Lee', 'Lopez', 'Lucero', 'Maestas', 'Martinez', 'Medina', 'Montoya', 'Morgan',
  'Nakai', 'Nguyen', 'Ortiz', 'Padilla', 'Patel', 'Quintana', 'Reyes', 'Romero', 'Salazar', 'Sandoval', 'Shaw',
  'Silva', 'Tafoya', 'Trujillo', 'Tsosie', 'Valdez', 'Vigil', 'Walsh', 'Warren', 'Yazzie', 'Young',
] as const;

/** Town and landscape words for made-up client and lead companies. */
export const PLACES = [
  'Aztec', 'Bloomfield', 'Kirtland', 'Durango', 'Cortez', 'Gallup', 'Taos', 'Chama', 'Pagosa', 'Silverton', 'Mancos',
  'Dolores', 'Bayfield', 'Ignacio', 'Ouray', 'Ridgway', 'Telluride', 'Moab', 'Monticello', 'Grants', 'Raton',
  'Socorro', 'Ruidoso', 'Abiquiu', 'Animas', 'La Plata', 'San Juan', 'Sandia', 'Jemez', 'Rio Grande', 'Chaco', 'Pecos',
  'Mesa', 'Juniper', 'Cottonwood', 'Sagebrush', 'High Desert', 'Red Rock', 'Canyon', 'Turquoise', 'Sunrise', 'Basin',
  'Piedra', 'Hogback', 'Angel Peak',
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
  'Main St', 'Broadway Ave', 'Apache St', 'Navajo St', 'Pinon Hills Blvd', 'Butler Ave', '20th St', 'College Blvd',
  'Farmington Ave', 'Schofield Ln', 'Hutton Ave', 'Orchard Ave', 'Animas St', 'Aztec Blvd', 'Chaco St', 'Murray Dr',
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

/** Generic projects for made-up clients (the first batch uses its own hand-written ones). */
export const PROJECT_CATALOG: readonly (readonly [name: string, description: string])[] = [
  ['Customer Portal', 'Self-service portal where customers see orders, invoices and support tickets in one place.'],
  ['Mobile App (iOS & Android)', 'Native apps for the customer base, with push notifications and offline support.'],
  ['Inventory Dashboard', 'Real-time stock levels across locations, with low-stock alerts and purchase suggestions.'],
  ['Website Redesign', 'A faster, accessible marketing site on a modern stack, with a content editor for staff.'],
  ['Online Booking System', 'Appointment and resource booking with calendar sync, reminders and deposits.'],
  ['Reporting & Analytics Suite', 'Dashboards and scheduled reports that replace the monthly spreadsheet exercise.'],
  ['ERP Integration', 'Two-way sync between the accounting system and the operations tools the team uses daily.'],
  ['Legacy Site Migration', 'Moving an ageing site off unsupported hosting, keeping URLs and search rankings intact.'],
  ['Payment Processing Upgrade', 'Card and ACH payments with saved methods, receipts and reconciliation exports.'],
  ['Field Service App', 'Work orders, photos and signatures captured on site, synced when the crew is back online.'],
  ['Document Management System', 'Searchable, permissioned document storage with retention rules and audit trail.'],
  ['Employee Intranet', 'Company news, policies, directory and requests in one internal site.'],
  ['E-commerce Storefront', 'Headless storefront with product search, promotions and a streamlined checkout.'],
  ['CRM Integration', 'Connects web leads, e-mail and support history to the sales pipeline.'],
  ['Scheduling SaaS', 'Multi-tenant scheduling product offered to the client’s own customers on a revenue share.'],
  ['Data Warehouse & ETL', 'Nightly pipelines that consolidate operational data for reporting and forecasting.'],
  ['Loyalty Program', 'Points, rewards and member pricing across the web shop and in-store point of sale.'],
  ['Accessibility Remediation', 'WCAG 2.2 AA audit and fixes across the public site and customer forms.'],
  ['API Modernization', 'A documented, versioned REST API replacing the old SOAP endpoints partners depend on.'],
  ['Marketing Site Refresh', 'New templates, landing pages and analytics for the spring campaigns.'],
];

export const MILESTONE_PHASES: readonly (readonly [name: string, description: string])[] = [
  ['Discovery & Requirements', 'Stakeholder interviews, current-process mapping and a signed-off scope.'],
  ['UX & Visual Design', 'Wireframes, clickable prototype and the approved visual design system.'],
  ['Core Build', 'The main features built, reviewed and deployed to the staging environment.'],
  ['Integrations', 'Connections to the client’s existing systems, with test data and error handling.'],
  ['QA & User Acceptance', 'Test plan executed, client acceptance sessions and fixes from their feedback.'],
  ['Launch', 'Production cut-over, data migration, monitoring and the go-live announcement.'],
  ['Post-launch Support', 'Thirty days of hypercare, a retrospective and the handover documentation.'],
];

export const TASK_TITLES: Record<TaskType, readonly string[]> = {
  feature: [
    'Add CSV export to the reports page', 'Build the password reset flow', 'Implement appointment booking calendar',
    'Add saved payment methods', 'Build the admin user management screen', 'Implement role-based navigation',
    'Add e-mail notifications for status changes', 'Build the search with filters', 'Implement file uploads to S3',
    'Add multi-location support', 'Build the customer onboarding wizard', 'Implement offline sync queue',
    'Add two-factor authentication', 'Build the invoice history page',
  ],
  bug_fix: [
    'Fix timezone offset on due dates', 'Resolve double charge on checkout retry', 'Fix broken layout on Safari iOS',
    'Correct rounding in tax calculation', 'Fix session timeout redirect loop', 'Resolve duplicate e-mails on signup',
    'Fix image upload failing over 5 MB', 'Fix sorting by date in the orders table', 'Resolve sync conflict on edit',
    'Fix missing translations in footer',
  ],
  maintenance: [
    'Upgrade Node.js runtime to 22 LTS', 'Rotate API keys and secrets', 'Update dependencies and audit warnings',
    'Renew TLS certificates', 'Clean up unused database indexes', 'Archive old log data', 'Patch CMS plugins',
    'Move backups to the new storage bucket',
  ],
  testing: [
    'Write integration tests for the billing API', 'Add end-to-end tests for checkout', 'Load test the booking endpoint',
    'Accessibility audit of the signup form', 'Regression test the mobile release', 'Test data import edge cases',
    'Cross-browser test of the dashboard',
  ],
  documentation: [
    'Document the deployment runbook', 'Write the API reference for partners', 'Update the admin user guide',
    'Record a walkthrough video for staff', 'Document the data retention policy', 'Write release notes for v2.0',
  ],
  design: [
    'Design the onboarding screens', 'Create the mobile navigation pattern', 'Refresh the colour palette and type scale',
    'Design empty and error states', 'Prototype the booking flow', 'Design the email templates',
    'Create icon set for the dashboard', 'Design the print-friendly invoice',
  ],
  review: [
    'Code review: payments module', 'Security review of the authentication flow', 'Review analytics event naming',
    'Review the database schema changes', 'Design review with the client', 'Review copy for the launch pages',
  ],
  deployment: [
    'Deploy release to staging', 'Production deployment and smoke test', 'Configure CI pipeline for the mobile app',
    'Set up monitoring and alerting', 'Migrate production data', 'Submit the app to the App Store and Play Store',
  ],
};

/** Work for a client outside any project. */
export const CLIENT_TASKS: readonly (readonly [title: string, type: TaskType])[] = [
  ['Prepare proposal and estimate', 'documentation'],
  ['Renew domain and TLS certificate', 'maintenance'],
  ['Audit website accessibility', 'review'],
  ['Send final data export', 'deployment'],
  ['Set up staff e-mail accounts', 'maintenance'],
  ['Review hosting costs', 'review'],
  ['Fix contact form spam', 'bug_fix'],
  ['Update office hours on the website', 'maintenance'],
  ['Add holiday banner to the website', 'feature'],
  ['Refresh team photos on the about page', 'design'],
  ['Check backups restore correctly', 'testing'],
  ['Fix broken links reported by the client', 'bug_fix'],
];

export const TASK_DESCRIPTIONS: Record<TaskType, readonly string[]> = {
  feature: [
    'As agreed in the last planning call. Acceptance criteria are in the linked spec; keep it behind a feature flag until the client signs off.',
    'The client asked for this during the demo. Reuse the existing components where possible.',
    'Part of the current milestone scope. Include unit tests and update the changelog.',
  ],
  bug_fix: [
    'Reported by the client. Steps to reproduce are in the e-mail thread; please add a regression test.',
    'Seen in production logs several times this week. Affects a small number of users.',
    'Found during QA. Low effort, but it is visible on the main screen.',
  ],
  maintenance: [
    'Routine upkeep. Schedule it outside business hours and note it in the maintenance log.',
    'Needed before the vendor drops support. No user-facing change expected.',
  ],
  testing: [
    'Cover the happy path and the known edge cases. Attach the report to this task.',
    'Needed before we can call the milestone done.',
  ],
  documentation: [
    'Write it for the client’s staff, not for developers. Screenshots welcome.',
    'Keep it short and link to the source where details may change.',
  ],
  design: [
    'Follow the client’s brand guide. Share a Figma link for review when ready.',
    'Two options, please: one close to the current look and one bolder.',
  ],
  review: [
    'Look for correctness and anything that would surprise the next person reading it.',
    'Walk through it together on a call; capture follow-ups as tasks.',
  ],
  deployment: [
    'Follow the runbook. Announce in the client channel before and after.',
    'Coordinate the window with the client; roll back if the smoke test fails.',
  ],
};

/** Said by the person doing the task. */
export const WORKER_COMMENTS = [
  'Pushed a fix to staging. Can you verify on your end?',
  'Started on this today; should have a first version by Thursday.',
  'Blocked on the API credentials from the client. I have asked again.',
  'Added tests for the edge cases we discussed.',
  'The root cause was a missing index; query time went from 4 s to 40 ms.',
  'Deployed to production at 7:45 am, no errors in the logs.',
  'Reproduced it on an older iPhone; working on it now.',
  'This is done on our side; waiting on the client to test.',
  'Documentation is in the wiki under Runbooks.',
  'Opened a pull request; it needs a second pair of eyes on the migration.',
  'Updated the designs in Figma with the feedback from Tuesday.',
] as const;

/** Said by the project manager or another manager. */
export const MANAGER_COMMENTS = [
  'Moved this to the next milestone after talking with the client.',
  'Heads up: this touches the billing code, so it needs a second review.',
  'Client confirmed the new wording on the call today.',
  'Reviewed and merged. Nice work on the error handling.',
  'Updated the estimate: closer to two days than one.',
  'Split the remaining work into a follow-up task.',
  'Let us keep the old behaviour behind a flag for one release.',
  'Can we get this in before Friday’s demo?',
  'Bumped the priority: the client is seeing this daily.',
] as const;

export const CLIENT_COMMENTS = [
  'Thanks! We tested it this morning and it looks good.',
  'Could we get this before the end of the month? Our board meets on the 28th.',
  'Our staff found one more case: it fails when the name has an apostrophe.',
  'Approved. Please go ahead.',
  'Can you walk us through this on Thursday’s call?',
  'This is exactly what we needed, thank you.',
  'We would like the button a bit more prominent, if possible.',
  'Sending the updated logo files by e-mail today.',
  'Is there anything you need from us to move this forward?',
  'Looks great on desktop; on my phone the table is hard to read.',
] as const;

export const COMMUNICATION_SUBJECTS: Record<CommunicationType, readonly string[]> = {
  email: [
    'Weekly status update', 'Invoice question', 'Updated requirements document', 'Staging site ready for review',
    'Launch checklist', 'Access to the production server', 'Feedback on the latest designs', 'Change request: reports',
    'Release notes', 'Contract renewal', 'Holiday schedule and support coverage', 'Data export request',
  ],
  call: [
    'Kick-off call', 'Budget discussion', 'Bug triage call', 'Quick check-in', 'Support call: login issue',
    'Follow-up on the proposal', 'Escalation: checkout errors',
  ],
  meeting: [
    'Sprint review', 'Quarterly roadmap review', 'Design workshop', 'User acceptance session', 'Discovery workshop',
    'Launch planning meeting', 'Retrospective',
  ],
  chat: [
    'Quick question about the deploy', 'Password reset for a staff member', 'Is staging down?', 'Logo files',
    'Meeting time change', 'Approval for the copy changes',
  ],
};

export const COMMUNICATION_CONTENT: Record<CommunicationType, readonly string[]> = {
  email: [
    'Summary of this week: two features shipped to staging, one bug fixed in production, and the next demo is set for Friday.',
    'Attached are the updated documents. Let us know if anything is unclear or missing.',
    'Following up on our conversation; the revised timeline and estimate are below.',
    'The staging site is ready. Please try the new flow and reply with any feedback by Wednesday.',
  ],
  call: [
    'Walked through the open items and agreed on priorities for the next two weeks.',
    'Discussed the budget for phase two. They will confirm after their finance meeting.',
    'Went through the reported issue together and reproduced it; fix scheduled for this sprint.',
  ],
  meeting: [
    'Demoed the completed features. The client approved the milestone with two small change requests.',
    'Reviewed the roadmap for next quarter and agreed on the top three goals.',
    'Workshop with their staff to map the current process; notes shared in the project folder.',
  ],
  chat: [
    'Quick back-and-forth in the shared channel; resolved without a call.',
    'Client asked for a status; replied with a link to the staging build.',
    'Confirmed the new time. Calendar invite updated.',
  ],
};

export const CALL_DURATIONS = ['10 minutes', '15 minutes', '20 minutes', '30 minutes', '45 minutes', '1 hour'] as const;

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

/** Completion ranges by project status (percent). */
export const COMPLETION_RANGE: Record<ProjectStatus, readonly [number, number]> = {
  planning: [0, 0],
  active: [20, 85],
  on_hold: [15, 50],
  completed: [100, 100],
  cancelled: [5, 40],
};

export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November',
  'December',
] as const;
