import { useDealsServices } from '../../services/hooks/useDealsServices';
import { AdminQuotes } from './AdminQuotes';
import { MemberQuotes } from './MemberQuotes';

export type QuotesTabProps = { dealId: string; /** DL-2026-000123 */ dealNumber: string };

/** The deal's Quotes tab: the full comparison for admins, the shared quotes for the deal's owner. */
export function QuotesTab({ dealId, dealNumber }: QuotesTabProps) {
  const { user } = useDealsServices();
  return user.isAdmin ? <AdminQuotes dealId={dealId} dealNumber={dealNumber} /> : <MemberQuotes dealId={dealId} />;
}
