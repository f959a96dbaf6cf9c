import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { useDeal } from '../hooks/useDeal';
import { useLinkedDealId } from '../hooks/useLinkedDealId';
import { DealSummaryDialog } from './DealSummaryDialog';

/** Opens the summary of the deal named by `?deal=<id>` (a notification's link); closing drops it from the address. */
export function LinkedDealSummary() {
  const { user } = useDealsServices();
  const [dealId, clear] = useLinkedDealId();
  const deal = useDeal(dealId);

  useEffect(
    function sayWhenTheDealIsGone() {
      if (!deal.isError) return;
      toast.error('That deal is no longer available', { id: 'linked-deal-missing' });
      clear();
    },
    [deal.isError, clear],
  );

  if (!dealId || !deal.data || deal.data.id !== dealId) return null;
  return <DealSummaryDialog deal={deal.data} onClose={clear} showCreator={user.isAdmin} />;
}
