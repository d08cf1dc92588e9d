/** Response shapes both sides agree on. */
import type { Capability, Scope } from './permissions';
import type { Role } from './roles';

export interface Me {
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    role: Role;
    status: string;
    clientId: string | null;
    avatarUrl: string | null;
  };
  capabilities: Partial<Record<Capability, Scope>>;
  /** A TOTP authenticator is enrolled. */
  twoFactorEnabled: boolean;
  /** The workspace requires two-factor of this user and they have not enrolled: only Account Settings works. */
  twoFactorRequired: boolean;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** One signed-in device of the current user (Account Settings). Tokens never leave the server. */
export interface AccountSession {
  id: string;
  /** A short readable description of the browser, e.g. 'Chrome on macOS'. */
  device: string;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  /** The session this request was made with. */
  current: boolean;
}

export interface SecurityPolicy {
  requireStaffTwoFactor: boolean;
}
