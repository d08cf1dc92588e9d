import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../../../shared/api-types';
import { api } from '../../../lib/api';
import { loadSignedInUser } from './sign-in';

export interface VerifyTwoFactorInput {
  method: 'totp' | 'backup';
  code: string;
  trustDevice: boolean;
}

/** The second step of a sign-in: a code from the authenticator app or one backup code; then there is a session. */
export function verifyTwoFactor({ method, code, trustDevice }: VerifyTwoFactorInput): Promise<unknown> {
  const path = method === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
  return api.post(path, { code, trustDevice });
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VerifyTwoFactorInput): Promise<Me | null> => {
      await verifyTwoFactor(input);
      return loadSignedInUser(queryClient);
    },
  });
}
