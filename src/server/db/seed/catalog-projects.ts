/** The demo's projects: what they are, their milestones, and how far along each status is. */
import type { ProjectStatus } from '@shared/enums';

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

/** Completion ranges by project status (percent). */
export const COMPLETION_RANGE: Record<ProjectStatus, readonly [number, number]> = {
  planning: [0, 0],
  active: [20, 85],
  on_hold: [15, 50],
  completed: [100, 100],
  cancelled: [5, 40],
};
