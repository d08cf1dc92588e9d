/** Bad input, fuzzed: write routes of projects, milestones, tasks, comments, communications and leads. */
import { fuzzWriteRoutes } from './fuzz-write';

const WORK_AND_LEADS = /^\S+ \/api\/(projects|milestones|tasks|comments|communications|contact-submissions)/;

fuzzWriteRoutes('writes of work and leads', (route) => WORK_AND_LEADS.test(route));
