/** The e-mail form as typed (the port as text until saved). */
export type EmailConfigDraft = {
  smtpHost: string;
  smtpPort: string;
  smtpUser: string;
  smtpPassword: string;
  allowUnencrypted: boolean;
  fromEmail: string;
  fromName: string;
  notificationEmails: string[];
  enabled: boolean;
};
