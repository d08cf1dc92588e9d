/** Bad input, fuzzed (issue 8): write routes of projects, milestones, tasks, comments, communications. See fuzz-write.ts. */
import { fuzzWriteRoutes } from './fuzz-write';

const WORK = /^\S+ \/api\/(projects|milestones|tasks|comments|communications)/;

fuzzWriteRoutes('writes of work', (route) => WORK.test(route));
