/** The signed-in user's subscription, invoices and receipts, shared by the billing pages (one query, one cache key). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAccountDetails, fetchAccountSubscription } from '../../api/billing';

/** Subscription with invoices and receipts. */
export function useAccountSubscription() {
  return useQuery({ queryKey: ['account-subscription'], queryFn: ({ signal }) => fetchAccountSubscription(signal) });
}

/** Plan facts (can the user buy online?) with the subscription. */
export function useAccountDetails() {
  return useQuery({ queryKey: ['account-details'], queryFn: ({ signal }) => fetchAccountDetails(signal) });
}

/** Refetches every billing query after a change. */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['account-subscription'] });
    void queryClient.invalidateQueries({ queryKey: ['account-details'] });
  };
}

/** "March 4, 2026". */
export const longDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });
