import type { DiscordRoleAccess, DiscordRoleCheckRun } from '@portal/contracts';
import { StyledButton } from '@portal/web-kit/ui/Button';
import styled from 'styled-components';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { ProgressBar } from '../../../ui/ProgressBar';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useDiscordRoleCheck } from '../hooks/useDiscordRoleCheck';

const StyledOutcome = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
`;

const members = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** "Checked 12 members: 1 revoked, 2 restored." */
export const checkOutcomeText = ({ checked, revoked, restored }: DiscordRoleCheckRun) =>
  `Checked ${members(checked)}: ${revoked} revoked, ${restored} restored.`;

/** "3 of 12 members checked" */
export const checkProgressText = ({ checked, total }: DiscordRoleCheckRun) => `${checked} of ${members(total)} checked`;

/** How far a run got, 0–100 (a run with nobody to check is about to finish). */
const percentDone = ({ checked, total }: DiscordRoleCheckRun) => (total > 0 ? (checked / total) * 100 : 0);

export type RoleCheckNowProps = { saved: DiscordRoleAccess };

/**
 * Check now: starts the re-check with the saved settings and follows it (also one found running,
 * e.g. after a reload) with a progress bar, then says what it did, or why it could not run or
 * stopped (one already running, Discord refusing the bot).
 */
export function RoleCheckNow({ saved }: RoleCheckNowProps) {
  const { running, ended, start } = useDiscordRoleCheck();
  const busy = start.isPending || running !== null;
  const cannot = !saved.botTokenConfigured
    ? 'Needs DISCORD_BOT_TOKEN on the gateway.'
    : !saved.guildId
      ? 'Save a guild and its granting roles first.'
      : null;
  return (
    <div>
      <StyledButtonRow>
        <StyledButton
          type="button"
          $variant="secondary"
          disabled={busy || cannot !== null}
          aria-describedby="discord-role-check-hint"
          onClick={() => start.mutate()}
        >
          {busy ? 'Checking…' : 'Check now'}
        </StyledButton>
        {busy ? (
          <ProgressBar label="Checking members' Discord roles" percent={running ? percentDone(running) : null} />
        ) : null}
      </StyledButtonRow>
      {running ? <StyledFieldHint>{checkProgressText(running)}</StyledFieldHint> : null}
      <StyledFieldHint id="discord-role-check-hint">
        {cannot ??
          'Re-checks every member admitted by a role now, with the saved settings, instead of waiting for the schedule.'}
      </StyledFieldHint>
      <div role="status" aria-live="polite">
        {ended?.status === 'finished' ? <StyledOutcome>{checkOutcomeText(ended)}</StyledOutcome> : null}
      </div>
      {start.isError ? (
        <StyledOutcome role="alert" $error>
          {serverErrorText(start.error, 'The check failed. Please try again.')}
        </StyledOutcome>
      ) : ended?.status === 'failed' ? (
        <StyledOutcome role="alert" $error>
          {ended.error ?? 'The check failed. Please try again.'}
        </StyledOutcome>
      ) : null}
    </div>
  );
}
