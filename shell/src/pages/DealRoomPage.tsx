import { useParams } from 'react-router-dom';
import { DealRoomScreen } from '../modules/dealRoom/components/DealRoomScreen';

/** /rooms/:token — a lender's deal room, open to anyone holding the link (no sign-in). */
export function DealRoomPage() {
  const { token = '' } = useParams();
  return <DealRoomScreen token={token} />;
}
