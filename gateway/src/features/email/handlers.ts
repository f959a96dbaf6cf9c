import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { EmailService } from './service';

/** The admin's e-mail settings, the test send and the outbox. */
export function createEmailHandlers({ email }: { email: EmailService }) {
  return {
    async getEmailConfig() {
      return { status: 200, body: await email.getConfig() };
    },

    async saveEmailConfig({ body }) {
      const result = await email.saveConfig(body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async sendTestEmail({ body }) {
      const result = await email.sendTest(body.testEmail);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async getEmailOutbox() {
      return { status: 200, body: await email.outboxStatus() };
    },

    async retryEmailOutbox() {
      const { requeued } = await email.retryOutbox();
      return { status: 200, body: { requeued, ...(await email.outboxStatus()) } };
    },
  } satisfies Pick<
    StrictServer,
    'getEmailConfig' | 'saveEmailConfig' | 'sendTestEmail' | 'getEmailOutbox' | 'retryEmailOutbox'
  >;
}
