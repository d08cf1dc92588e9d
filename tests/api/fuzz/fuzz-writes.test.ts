/** Bad input, fuzzed: write routes of clients, users, billing, accounts and sign-in. See fuzz-write.ts. */
import { fuzzWriteRoutes } from './fuzz-write';

const WORK_AND_LEADS = /^\S+ \/api\/(projects|milestones|tasks|comments|communications|contact-submissions)/;

fuzzWriteRoutes('writes', (route) => !WORK_AND_LEADS.test(route));
