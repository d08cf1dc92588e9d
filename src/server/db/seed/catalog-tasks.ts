/** The demo's tasks: titles and descriptions by type, and work for a client outside any project. */
import type { TaskType } from '@shared/enums';

export const TASK_TITLES: Record<TaskType, readonly string[]> = {
  feature: [
    'Add CSV export to the reports page',
    'Build the password reset flow',
    'Implement appointment booking calendar',
    'Add saved payment methods',
    'Build the admin user management screen',
    'Implement role-based navigation',
    'Add e-mail notifications for status changes',
    'Build the search with filters',
    'Implement file uploads to S3',
    'Add multi-location support',
    'Build the customer onboarding wizard',
    'Implement offline sync queue',
    'Add two-factor authentication',
    'Build the invoice history page',
  ],
  bug_fix: [
    'Fix timezone offset on due dates',
    'Resolve double charge on checkout retry',
    'Fix broken layout on Safari iOS',
    'Correct rounding in tax calculation',
    'Fix session timeout redirect loop',
    'Resolve duplicate e-mails on signup',
    'Fix image upload failing over 5 MB',
    'Fix sorting by date in the orders table',
    'Resolve sync conflict on edit',
    'Fix missing translations in footer',
  ],
  maintenance: [
    'Upgrade Node.js runtime to 22 LTS',
    'Rotate API keys and secrets',
    'Update dependencies and audit warnings',
    'Renew TLS certificates',
    'Clean up unused database indexes',
    'Archive old log data',
    'Patch CMS plugins',
    'Move backups to the new storage bucket',
  ],
  testing: [
    'Write integration tests for the billing API',
    'Add end-to-end tests for checkout',
    'Load test the booking endpoint',
    'Accessibility audit of the signup form',
    'Regression test the mobile release',
    'Test data import edge cases',
    'Cross-browser test of the dashboard',
  ],
  documentation: [
    'Document the deployment runbook',
    'Write the API reference for partners',
    'Update the admin user guide',
    'Record a walkthrough video for staff',
    'Document the data retention policy',
    'Write release notes for v2.0',
  ],
  design: [
    'Design the onboarding screens',
    'Create the mobile navigation pattern',
    'Refresh the colour palette and type scale',
    'Design empty and error states',
    'Prototype the booking flow',
    'Design the email templates',
    'Create icon set for the dashboard',
    'Design the print-friendly invoice',
  ],
  review: [
    'Code review: payments module',
    'Security review of the authentication flow',
    'Review analytics event naming',
    'Review the database schema changes',
    'Design review with the client',
    'Review copy for the launch pages',
  ],
  deployment: [
    'Deploy release to staging',
    'Production deployment and smoke test',
    'Configure CI pipeline for the mobile app',
    'Set up monitoring and alerting',
    'Migrate production data',
    'Submit the app to the App Store and Play Store',
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
