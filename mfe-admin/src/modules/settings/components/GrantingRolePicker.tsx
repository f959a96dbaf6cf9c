import type { DiscordGuildRole } from '@portal/contracts';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { useState } from 'react';
import styled from 'styled-components';
import { StyledCheckboxLabel } from '../../../ui/CheckboxLabel';
import { StyledField } from '../../../ui/Field';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { useDebouncedValue } from '@portal/web-kit/hooks/useDebouncedValue';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { isSnowflake, useDiscordGuildRoles } from '../hooks/useDiscordGuildRoles';
import { parseRoleIds } from '../utils/parseRoleIds';

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const StyledRoleList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  max-height: 16rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  li small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledSwatch = styled.span<{ $color: number }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $color, theme }) =>
    $color === 0 ? theme.colors.textMuted : `#${$color.toString(16).padStart(6, '0')}`};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type GrantingRolePickerProps = {
  /** The guild id as typed (roles are read once it has stayed the same for a moment). */
  guildId: string;
  botTokenConfigured: boolean;
  /** The chosen role ids, in the order they were chosen. */
  selected: string[];
  onChange: (roleIds: string[]) => void;
};

/**
 * The roles that grant access: picked by name from the guild's roles (read with the bot token),
 * or typed as ids when the names cannot be read (no bot token, Discord refused). Chosen ids the
 * guild no longer has stay listed, ticked, with a note, until the admin unticks them.
 */
export function GrantingRolePicker({ guildId, botTokenConfigured, selected, onChange }: GrantingRolePickerProps) {
  const settledGuildId = useDebouncedValue(guildId.trim(), 400);
  const roles = useDiscordGuildRoles(settledGuildId, botTokenConfigured);
  const [text, setText] = useState(selected.join('\n'));

  const choose = (next: string[]) => {
    onChange(next);
    setText(next.join('\n'));
  };
  const handleTextChange = (value: string) => {
    setText(value);
    onChange(parseRoleIds(value));
  };

  if (roles.data && roles.data.guildId === guildId.trim()) {
    const known = new Set(roles.data.roles.map((role) => role.id));
    const unknown = selected.filter((id) => !known.has(id));
    const toggle = (id: string, checked: boolean) =>
      choose(
        checked ? [...selected.filter((chosen) => chosen !== id), id] : selected.filter((chosen) => chosen !== id),
      );
    return (
      <StyledFieldset>
        <legend>Roles that grant access</legend>
        {roles.data.roles.length === 0 && unknown.length === 0 ? (
          <StyledNote>This server has no roles besides @everyone.</StyledNote>
        ) : (
          <StyledRoleList>
            {roles.data.roles.map((role) => (
              <li key={role.id}>
                <RoleCheckbox role={role} checked={selected.includes(role.id)} onToggle={toggle} />
              </li>
            ))}
            {unknown.map((id) => (
              <li key={id}>
                <StyledCheckboxLabel>
                  <input type="checkbox" checked onChange={(event) => toggle(id, event.target.checked)} />
                  Unknown role {id}
                </StyledCheckboxLabel>{' '}
                <small>Not a role of this server any more (deleted?): untick it to stop granting access with it.</small>
              </li>
            ))}
          </StyledRoleList>
        )}
        <StyledFieldHint>Holding any ticked role admits a member.</StyledFieldHint>
      </StyledFieldset>
    );
  }

  if (botTokenConfigured && isSnowflake(guildId.trim()) && (roles.isPending || roles.isFetching) && !roles.isError) {
    return (
      <StyledFieldset>
        <legend>Roles that grant access</legend>
        <StyledNote role="status">Loading the roles of this server…</StyledNote>
      </StyledFieldset>
    );
  }

  const why = !botTokenConfigured
    ? 'Without a bot token the role names cannot be read: enter role IDs.'
    : roles.isError
      ? `${serverErrorText(roles.error, 'Failed to load the roles of this server')} Enter role IDs instead, or retry.`
      : isSnowflake(guildId.trim())
        ? null
        : 'Enter the guild ID to choose its roles by name.';
  return (
    <div>
      <StyledField>
        Role IDs that grant access
        <textarea rows={3} value={text} onChange={(event) => handleTextChange(event.target.value)} />
        <small>One per line. Holding any of them admits a member.</small>
      </StyledField>
      {roles.isFetching ? (
        <StyledFieldHint role="status">Loading the roles of this server…</StyledFieldHint>
      ) : why ? (
        <StyledFieldHint role={roles.isError ? 'alert' : undefined} $error={roles.isError}>
          {why}
        </StyledFieldHint>
      ) : null}
      {roles.isError && !roles.isFetching ? (
        <StyledButton type="button" $variant="secondary" $compact onClick={() => void roles.refetch()}>
          Retry loading roles
        </StyledButton>
      ) : null}
    </div>
  );
}

function RoleCheckbox({
  role,
  checked,
  onToggle,
}: {
  role: DiscordGuildRole;
  checked: boolean;
  onToggle: (id: string, checked: boolean) => void;
}) {
  return (
    <>
      <StyledCheckboxLabel>
        <input type="checkbox" checked={checked} onChange={(event) => onToggle(role.id, event.target.checked)} />
        <StyledSwatch $color={role.color} aria-hidden="true" />
        {role.name}
      </StyledCheckboxLabel>
      {role.managed ? <small> Managed by an integration: Discord assigns it</small> : null}
    </>
  );
}
