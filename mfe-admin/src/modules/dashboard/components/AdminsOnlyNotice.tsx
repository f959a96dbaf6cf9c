import { StyledMessage } from '../../../ui/Message';

/** What a whitelisted member who is not an admin sees (the gateway refuses every admin call anyway). */
export function AdminsOnlyNotice() {
  return (
    <StyledMessage $tone="info" role="alert">
      <strong>Admins only</strong>
      <p>The admin dashboard is available to administrators. Ask an admin if you need access.</p>
    </StyledMessage>
  );
}
