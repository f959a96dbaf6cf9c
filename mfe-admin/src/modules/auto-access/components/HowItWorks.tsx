import { StyledMessage } from '../../../ui/Message';

/**
 * The 'How it works' box (docs/product.md#automatic-access, the auto-access rule as told to
 * admins).
 */
export function HowItWorks() {
  return (
    <StyledMessage $tone="info" as="aside" aria-labelledby="auto-access-how-title">
      <strong id="auto-access-how-title">How it works</strong>
      <ul>
        <li>
          When someone signs in for the first time and their Discord username is on this list, they are whitelisted
          automatically.
        </li>
        <li>Anyone else waits for an admin to tick Whitelisted in Users.</li>
        <li>Existing users are not affected: adding or removing a name does not change anyone who has signed in.</li>
        <li>Usernames are matched without regard to case.</li>
      </ul>
    </StyledMessage>
  );
}
