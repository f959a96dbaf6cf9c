import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { sendTestEmail } from '../api/sendTestEmail';

/** Sends the test e-mail with the messages of docs/product.md#admin-messages. */
export function useSendTestEmail() {
  const { api } = useAdminServices();
  return useMutation({
    mutationFn: (testEmail: string) => sendTestEmail(api, testEmail),
    onSuccess: () => toast.success('Test email sent successfully!'),
    onError: (error) => toast.error(serverErrorText(error, 'Failed to send test email')),
  });
}
