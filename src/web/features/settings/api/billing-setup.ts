/** Settings > Billing: tax rates and the agency's details (decision 0052). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingSetupApi } from '@shared/api/billing-setup';
import {
  LOGO_FIELD,
  type AgencyProfileDto,
  type AgencyProfileInput,
  type TaxRateInput,
  type UpdateTaxRateInput,
} from '@shared/schemas/billing-setup';
import { request } from '@web/lib/api';
import { TAX_RATES_QUERY_KEY, useTaxRates } from '@web/lib/tax-rates';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

export { TAX_RATES_QUERY_KEY, useTaxRates };
export const AGENCY_PROFILE_QUERY_KEY = queryKeys.settings.agencyProfile;

export function useCreateTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaxRateInput) => request(billingSetupApi.createTaxRate, { body: input }),
    onSuccess: () => invalidateFor(queryClient, 'taxRate'),
  });
}

export function useUpdateTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateTaxRateInput & { id: string }) =>
      request(billingSetupApi.updateTaxRate, { params: { id }, body: input }),
    onSuccess: () => invalidateFor(queryClient, 'taxRate'),
  });
}

export function useAgencyProfile() {
  return useQuery(
    queryOptions({ queryKey: AGENCY_PROFILE_QUERY_KEY, queryFn: ({ signal }) => request(billingSetupApi.agencyProfile, { signal }) }),
  );
}

export function useUpdateAgencyProfile() {
  const queryClient = useQueryClient();
  const apply = (profile: AgencyProfileDto) => queryClient.setQueryData(AGENCY_PROFILE_QUERY_KEY, profile);
  return useMutation({
    mutationFn: (input: AgencyProfileInput) => request(billingSetupApi.updateAgencyProfile, { body: input }),
    onSuccess: apply,
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(LOGO_FIELD, file);
      return request(billingSetupApi.setLogo, { body: form });
    },
    onSuccess: (profile) => queryClient.setQueryData(AGENCY_PROFILE_QUERY_KEY, profile),
  });
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(billingSetupApi.removeLogo),
    onSuccess: (profile) => queryClient.setQueryData(AGENCY_PROFILE_QUERY_KEY, profile),
  });
}
