import type { DealRoom } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { fetchDealRoom } from '../api/dealRoomApi';

const roomKey = (token: string) => ['deal-room', token] as const;

/** The room behind a link. An invalid link is not retried: it will not become valid. */
export function useDealRoom(token: string) {
  const { api } = usePortalServices();
  return useQuery({
    queryKey: roomKey(token),
    queryFn: () => fetchDealRoom(api, token),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Puts the room the answer call returned in place of the one read. */
export function useReplaceDealRoom(token: string) {
  const queryClient = useQueryClient();
  return (room: DealRoom) => queryClient.setQueryData(roomKey(token), room);
}
