import type { DiscordRoleAccess, DiscordRoleCheckResult } from '@portal/contracts';
import { StyledButton } from '@portal/shell/ui/Button';
import styled from 'styled-components';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { ProgressBar } from '../../../ui/ProgressBar';
import { serverErrorText } from '../../core/utils/serverErrorText';
import { useRunDiscordRoleCheck } from '../hooks/useRunDiscordRoleCheck';

const StyledOutcome = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
`;

const members = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** "Checked 12 members: 1 revoked, 2 restored." */
export const checkOutcomeText = ({ checked, revoked, restored }: DiscordRoleCheckResult) =>
  `Checked ${members(checked)}: ${revoked} revoked, ${restored} restored.`;

export type RoleCheckNowProps = { saved: DiscordRoleAccess };

/**
 * Check now: runs the re-check at once with the saved settings, shows it running, then what it
 * did (or why it could not run: one already running, Discord refusing the bot).
 */
export function RoleCheckNow({ saved }: RoleCheckNowProps) {
  const run = useRunDiscordRoleCheck();
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
          disabled={run.isPending || cannot !== null}
          aria-describedby="discord-role-check-hint"
          onClick={() => run.mutate()}
        >
          {run.isPending ? 'Checking…' : 'Check now'}
        </StyledButton>
        {run.isPending ? <ProgressBar label="Checking members' Discord roles" percent={null} /> : null}
      </StyledButtonRow>
      <StyledFieldHint id="discord-role-check-hint">
        {cannot ??
          'Re-checks every member admitted by a role now, with the saved settings, instead of waiting for the schedule.'}
      </StyledFieldHint>
      <div role="status" aria-live="polite">
        {run.isSuccess ? <StyledOutcome>{checkOutcomeText(run.data)}</StyledOutcome> : null}
      </div>
      {run.isError ? (
        <StyledOutcome role="alert" $error>
          {serverErrorText(run.error, 'The check failed. Please try again.')}
        </StyledOutcome>
      ) : null}
    </div>
  );
}
