/** Settings > Accounting (docs/decisions/0123-accounting-exports.md, 0124-account-mapping.md): the mapping and the file links. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountingApi } from '@shared/api/accounting';
import type { AccountingExportQuery, AccountMappingInput } from '@shared/schemas/accounting';
import { endpointUrl, request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function useAccountMapping() {
  return useQuery(
    queryOptions({ queryKey: queryKeys.settings.accountMapping, queryFn: ({ signal }) => request(accountingApi.mapping, { signal }) }),
  );
}

export function useUpdateAccountMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountMappingInput) => request(accountingApi.updateMapping, { body: input }),
    onSuccess: (mapping) => queryClient.setQueryData(queryKeys.settings.accountMapping, mapping),
  });
}

/** The export's file: the browser downloads it (the server writes it to the audit log). */
export const accountingExportUrl = (query: AccountingExportQuery) => endpointUrl(accountingApi.exportCsv, { query });
