/** What the demo's people say: task comments by who says them, and client communications by type. */
import type { CommunicationType } from '@shared/enums';

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
    'Weekly status update',
    'Invoice question',
    'Updated requirements document',
    'Staging site ready for review',
    'Launch checklist',
    'Access to the production server',
    'Feedback on the latest designs',
    'Change request: reports',
    'Release notes',
    'Contract renewal',
    'Holiday schedule and support coverage',
    'Data export request',
  ],
  call: [
    'Kick-off call',
    'Budget discussion',
    'Bug triage call',
    'Quick check-in',
    'Support call: login issue',
    'Follow-up on the proposal',
    'Escalation: checkout errors',
  ],
  meeting: [
    'Sprint review',
    'Quarterly roadmap review',
    'Design workshop',
    'User acceptance session',
    'Discovery workshop',
    'Launch planning meeting',
    'Retrospective',
  ],
  chat: [
    'Quick question about the deploy',
    'Password reset for a staff member',
    'Is staging down?',
    'Logo files',
    'Meeting time change',
    'Approval for the copy changes',
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
