import type { MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useConfirmLeave } from '../hooks/useConfirmLeave';

export type GuardedLinkProps = Omit<LinkProps, 'to'> & {
  to: string;
};

/** A plain click the router would follow (not one that opens a new tab or window). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/**
 * An in-app link that asks before leaving a page with unsaved edits; declining stays on the page
 * with the edits intact (the router sees the prevented click and does not navigate).
 */
export function GuardedLink({ to, onClick, ...props }: GuardedLinkProps) {
  const confirmLeave = useConfirmLeave();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isPlainClick(event) && !confirmLeave(to)) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return <Link to={to} onClick={handleClick} {...props} />;
}
