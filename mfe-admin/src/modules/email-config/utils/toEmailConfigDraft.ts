import type { EmailConfig } from '@portal/contracts';
import type { EmailConfigDraft } from '../types/EmailConfigDraft';

/** The form's starting values from the saved configuration (the password stays masked). */
export function toEmailConfigDraft(config: EmailConfig): EmailConfigDraft {
  return {
    smtpHost: config.smtpHost ?? '',
    smtpPort: String(config.smtpPort),
    smtpUser: config.smtpUser ?? '',
    smtpPassword: config.smtpPassword ?? '',
    allowUnencrypted: config.allowUnencrypted,
    fromEmail: config.fromEmail ?? '',
    fromName: config.fromName,
    notificationEmails: [...config.notificationEmails],
    enabled: config.enabled,
  };
}
