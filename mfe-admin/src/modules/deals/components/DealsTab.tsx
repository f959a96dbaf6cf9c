import type { ComponentType } from 'react';
import { StyledMessage } from '../../../ui/Message';

export type DealsTabProps = {
  /** mfe-deals' page (admin view with filters and Details), lent by the shell; absent standalone. */
  DealsView?: ComponentType;
};

/** Deals: every deal with the admin filters, served by mfe-deals so the two remotes share no code. */
export function DealsTab({ DealsView }: DealsTabProps) {
  if (DealsView) return <DealsView />;
  return (
    <StyledMessage $tone="info">
      <strong>The deals view comes from the portal</strong>
      <p>
        In the portal, this tab shows every deal with the admin filters and Details, served by the deals micro-frontend.
        Open /admin in the portal to use it; standalone, mfe-admin shows the other tabs only.
      </p>
    </StyledMessage>
  );
}
