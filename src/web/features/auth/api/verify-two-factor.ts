import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@shared/api/auth';
import type { Me } from '@shared/schemas/me';
import { request } from '@web/lib/api';
import { loadSignedInUser } from './sign-in';

export interface VerifyTwoFactorInput {
  method: 'totp' | 'backup';
  code: string;
  trustDevice: boolean;
}

/** The second step of a sign-in: a code from the authenticator app or one backup code; then there is a session. */
export function verifyTwoFactor({ method, code, trustDevice }: VerifyTwoFactorInput) {
  return request(method === 'totp' ? authApi.verifyTotp : authApi.verifyBackupCode, { body: { code, trustDevice } });
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
