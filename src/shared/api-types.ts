/** Response shapes both sides agree on. */
import type { Capability, Scope } from './permissions';
import type { Role } from './roles';

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

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
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
