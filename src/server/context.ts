/** What every route and service is given: built once at boot (or per test), passed down explicitly. */
import type { HttpBindings } from '@hono/node-server';
import type { Endpoint } from '../shared/api/endpoint';
import type { Me } from '../shared/schemas/me';
import type { Auth } from './auth/auth';
import type { RateLimits } from './auth/rate-limit';
import type { Database } from './db/client';
import type { Env } from './env';
import type { FileStore } from './files';
import type { Mailer } from './integrations/mail';
import type { JobQueue } from './jobs/job-queue';
import type { LiveHub } from './live/hub';
import type { Payments } from './integrations/payments';
import type { Logger } from './log';

export interface AppDeps {
  database: Database;
  env: Env;
  mailer: Mailer;
  /** Background jobs: every e-mail is one (src/server/jobs). */
  jobs: JobQueue;
  /** This process's live-update hub: one database listener shared by every open event stream (src/server/live). */
  live: LiveHub;
  payments: Payments;
  /** Where shared files' bytes are kept: DATA_DIR/files or an S3 bucket (src/server/files). */
  files: FileStore;
  auth: Auth;
  log: Logger;
  rateLimits: RateLimits;
  /** Folder of the built front end; absent in API-only tests. */
  webRoot?: string;
}

/** The signed-in user, as GET /api/me returns it. */
export type CurrentUser = Me['user'];

export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    user: CurrentUser;
    sessionId: string;
    twoFactorEnabled: boolean;
    /** The workspace's two-factor switch, when the session's lookup read it with the user (not on better-auth's path). */
    requireStaffTwoFactor?: boolean;
    requestId: string;
    /** What signed the request in: a session cookie, or an API key (docs/decisions/0059-api-keys.md). */
    credential: 'session' | 'api-key';
    /** The matched route's description, outside production only: its answer is checked against it (reply-check.ts). */
    endpoint?: Endpoint;
  };
}
