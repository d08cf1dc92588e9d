/** A client's statement (decision 0097): read for a period, and sent to the client by e-mail. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { statementsApi } from '@shared/api/statements';
import type { StatementQuery } from '@shared/schemas/statements';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function useStatement(clientId: string, period: StatementQuery) {
  return useQuery({
    queryKey: queryKeys.payments.statement(clientId, period),
    queryFn: ({ signal }) => request(statementsApi.read, { params: { id: clientId }, query: period, signal }),
  });
}

export function useEmailStatement() {
  return useMutation({
    mutationFn: ({ clientId, period }: { clientId: string; period: StatementQuery }) =>
      request(statementsApi.email, { params: { id: clientId }, body: period }),
  });
}
