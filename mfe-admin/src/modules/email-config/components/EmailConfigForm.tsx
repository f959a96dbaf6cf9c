import type { EmailConfig } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { StyledCheckboxLabel } from '../../../ui/CheckboxLabel';
import { StyledField } from '../../../ui/Field';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { StyledFormGrid } from '../../../ui/FormGrid';
import { SecretInput } from '../../../ui/SecretInput';
import { useSaveEmailConfig } from '../hooks/useSaveEmailConfig';
import type { EmailConfigDraft } from '../types/EmailConfigDraft';
import { parseSmtpPort } from '../utils/parseSmtpPort';
import { toEmailConfigDraft } from '../utils/toEmailConfigDraft';
import { NotificationEmailList } from './NotificationEmailList';

export const INVALID_PORT = 'SMTP Port must be a whole number from 1 to 65535';
export const UNENCRYPTED_WARNING =
  'Warning: without TLS the SMTP password and every e-mail cross the network in plain text. Allow this only for a mail server on a network you trust.';
export const PASSWORD_NOT_KEPT =
  'The saved password is not kept when the host, port or user changes: enter it again (or leave it empty if the server needs none).';

export type EmailConfigFormProps = {
  config: EmailConfig;
};

/** SMTP settings, the sender, the notification addresses and the on/off switch, saved together. */
export function EmailConfigForm({ config }: EmailConfigFormProps) {
  const save = useSaveEmailConfig();
  const [draft, setDraft] = useState<EmailConfigDraft>(() => toEmailConfigDraft(config));
  const [portError, setPortError] = useState<string | null>(null);

  const serverChanged =
    draft.smtpHost.trim().toLowerCase() !== (config.smtpHost ?? '').toLowerCase() ||
    draft.smtpPort.trim() !== String(config.smtpPort) ||
    draft.smtpUser.trim() !== (config.smtpUser ?? '');
  const passwordDropped = config.hasSmtpPassword && serverChanged && draft.smtpPassword === config.smtpPassword;

  const set = <K extends keyof EmailConfigDraft>(key: K, value: EmailConfigDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const smtpPort = parseSmtpPort(draft.smtpPort);
    if (smtpPort === null) {
      setPortError(INVALID_PORT);
      return;
    }
    setPortError(null);
    save.mutate(
      {
        smtpHost: draft.smtpHost.trim() || null,
        smtpPort,
        smtpUser: draft.smtpUser.trim() || null,
        smtpPassword: draft.smtpPassword || null,
        allowUnencrypted: draft.allowUnencrypted,
        fromEmail: draft.fromEmail.trim() || null,
        fromName: draft.fromName,
        notificationEmails: draft.notificationEmails,
        enabled: draft.enabled,
      },
      { onSuccess: (saved) => setDraft(toEmailConfigDraft(saved)) },
    );
  };

  return (
    <StyledCard as="form" aria-label="Email configuration" onSubmit={handleSubmit} noValidate>
      <h3>SMTP settings</h3>
      <StyledFormGrid>
        <StyledField>
          SMTP Host
          <input
            value={draft.smtpHost}
            placeholder="smtp.example.com"
            onChange={(event) => set('smtpHost', event.target.value)}
          />
        </StyledField>
        <div>
          <StyledField>
            SMTP Port
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={65535}
              step={1}
              value={draft.smtpPort}
              aria-invalid={portError !== null}
              aria-describedby={portError ? 'smtp-port-error' : undefined}
              onChange={(event) => set('smtpPort', event.target.value)}
            />
          </StyledField>
          {portError ? (
            <StyledFieldHint id="smtp-port-error" role="alert" $error>
              {portError}
            </StyledFieldHint>
          ) : null}
        </div>
        <StyledField>
          SMTP User
          <input value={draft.smtpUser} autoComplete="off" onChange={(event) => set('smtpUser', event.target.value)} />
        </StyledField>
        <div>
          <StyledField>
            SMTP Password
            <SecretInput
              value={draft.smtpPassword}
              mask={config.smtpPassword}
              onChange={(value) => set('smtpPassword', value)}
            />
          </StyledField>
          {passwordDropped ? <StyledFieldHint id="smtp-password-hint">{PASSWORD_NOT_KEPT}</StyledFieldHint> : null}
        </div>
        <StyledField>
          From Email
          <input
            type="email"
            value={draft.fromEmail}
            placeholder="deals@example.com"
            onChange={(event) => set('fromEmail', event.target.value)}
          />
        </StyledField>
        <StyledField>
          From Name
          <input value={draft.fromName} onChange={(event) => set('fromName', event.target.value)} />
        </StyledField>
      </StyledFormGrid>
      <StyledCheckboxLabel>
        <input
          type="checkbox"
          checked={draft.allowUnencrypted}
          aria-describedby={draft.allowUnencrypted ? 'smtp-unencrypted-warning' : undefined}
          onChange={(event) => set('allowUnencrypted', event.target.checked)}
        />
        Allow unencrypted connection (no STARTTLS; port 465 always uses TLS)
      </StyledCheckboxLabel>
      {draft.allowUnencrypted ? (
        <StyledFieldHint id="smtp-unencrypted-warning" $error>
          {UNENCRYPTED_WARNING}
        </StyledFieldHint>
      ) : null}
      <StyledCheckboxLabel>
        <input type="checkbox" checked={draft.enabled} onChange={(event) => set('enabled', event.target.checked)} />
        Enabled: e-mail the notification addresses about each new deal
      </StyledCheckboxLabel>
      <NotificationEmailList
        emails={draft.notificationEmails}
        onChange={(emails) => set('notificationEmails', emails)}
      />
      <StyledButtonRow>
        <StyledButton type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Configuration'}
        </StyledButton>
      </StyledButtonRow>
    </StyledCard>
  );
}
