import type { DiscordAccessChange, DiscordRoleAccess } from '@portal/contracts';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StyledToneBadge, type BadgeTone } from '@portal/web-kit/ui/ToneBadge';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledField } from '../../../ui/Field';
import { StyledFormGrid } from '../../../ui/FormGrid';
import { StyledTableScroller } from '../../../ui/Table';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useDiscordAccessChanges, useDiscordRoleAccess, useSaveDiscordRoleAccess } from '../hooks/useDiscordRoleAccess';
import { formatOutcomeTime } from '../utils/formatOutcomeTime';
import { GrantingRolePicker } from './GrantingRolePicker';
import { RoleCheckNow } from './RoleCheckNow';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CHANGE_TEXT: Record<DiscordAccessChange['change'], { label: string; tone: BadgeTone }> = {
  granted: { label: 'Granted', tone: 'success' },
  restored: { label: 'Restored', tone: 'success' },
  revoked: { label: 'Revoked', tone: 'danger' },
};
const REASON_TEXT: Record<DiscordAccessChange['reason'], string> = {
  has_role: 'Holds a granting role',
  lost_role: 'Lost the granting role',
  left_guild: 'Left the Discord server',
};
const VIA_TEXT: Record<DiscordAccessChange['via'], string> = { sign_in: 'Sign-in', check: 'Role check' };

function RoleAccessForm({ saved }: { saved: DiscordRoleAccess }) {
  const [guildId, setGuildId] = useState(saved.guildId ?? '');
  const [roleIds, setRoleIds] = useState(saved.grantingRoleIds);
  const save = useSaveDiscordRoleAccess();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ guildId: guildId.trim() || null, grantingRoleIds: guildId.trim() ? roleIds : [] });
  };
  const on = Boolean(saved.guildId);
  return (
    <form aria-label="Discord role access" onSubmit={submit} noValidate>
      <StyledFormGrid>
        <StyledField>
          Discord server (guild) ID
          <input
            value={guildId}
            onChange={(event) => setGuildId(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
          />
          <small>Leave empty to turn role access off.</small>
        </StyledField>
        <GrantingRolePicker
          guildId={guildId}
          botTokenConfigured={saved.botTokenConfigured}
          selected={roleIds}
          onChange={setRoleIds}
        />
      </StyledFormGrid>
      <StyledButtonRow>
        <StyledToneBadge $tone={on ? 'success' : 'neutral'}>
          {on ? 'Role access on' : 'Role access off'}
        </StyledToneBadge>
        <StyledToneBadge $tone={saved.botTokenConfigured ? 'success' : 'warning'}>
          {saved.botTokenConfigured ? 'Bot token set' : 'No bot token: members are not re-checked'}
        </StyledToneBadge>
        <span>Last check: {saved.lastCheckAt ? formatOutcomeTime(saved.lastCheckAt) : 'never'}</span>
        <StyledButton type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save role access'}
        </StyledButton>
      </StyledButtonRow>
    </form>
  );
}

function AccessChanges() {
  const changes = useDiscordAccessChanges();
  const shown = changes.data?.length ?? 0;
  if (changes.isPending) return <Spinner label="Loading access changes…" />;
  if (changes.isError)
    return (
      <ErrorState message={serverErrorText(changes.error, 'Failed to load access changes')} onRetry={changes.refetch} />
    );
  if (shown === 0)
    return (
      <EmptyState title="No access changes yet">
        Members admitted, revoked or restored because of their Discord roles show here.
      </EmptyState>
    );
  return (
    <>
      <StyledTableScroller>
        <table aria-label="Access changes from Discord roles">
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Change</th>
              <th scope="col">Why</th>
              <th scope="col">By</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {(changes.data ?? []).map((change) => (
              <tr key={change.id}>
                <td>{change.username}</td>
                <td>
                  <StyledToneBadge $tone={CHANGE_TEXT[change.change].tone}>
                    {CHANGE_TEXT[change.change].label}
                  </StyledToneBadge>
                </td>
                <td>{REASON_TEXT[change.reason]}</td>
                <td>{VIA_TEXT[change.via]}</td>
                <td>{formatOutcomeTime(change.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </StyledTableScroller>
      <StyledButtonRow>
        <span role="status">
          Showing {shown} of {Math.max(changes.total, shown)}
        </span>
        {changes.hasMore ? (
          <StyledButton
            type="button"
            $variant="secondary"
            $compact
            disabled={changes.loadingMore}
            onClick={changes.loadMore}
          >
            {changes.loadingMore ? 'Loading…' : 'Load more'}
          </StyledButton>
        ) : null}
      </StyledButtonRow>
    </>
  );
}

/** Access from Discord roles: the guild, the granting roles, and the changes they made. */
export function DiscordRoleAccessCard() {
  const settings = useDiscordRoleAccess();
  return (
    <StyledCard aria-labelledby="discord-role-access-title">
      <h3 id="discord-role-access-title">Discord role access</h3>
      <StyledIntro>
        Members holding one of these roles in the community&apos;s Discord server are admitted when they sign in. A
        scheduled check revokes that access when they lose the role or leave the server, and restores it when they are
        back. Admins, and members whitelisted by hand or by the auto-access list, are never revoked this way.
      </StyledIntro>
      {settings.isPending ? (
        <Spinner label="Loading Discord role access…" />
      ) : settings.isError ? (
        <ErrorState
          message={serverErrorText(settings.error, 'Failed to load Discord role access')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <RoleAccessForm saved={settings.data} />
          <h4>Check now</h4>
          <RoleCheckNow saved={settings.data} />
        </>
      )}
      <h4>Access changes</h4>
      <AccessChanges />
    </StyledCard>
  );
}
