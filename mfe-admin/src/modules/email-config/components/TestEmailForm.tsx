import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { StyledField } from '../../../ui/Field';
import { useSendTestEmail } from '../hooks/useSendTestEmail';

/** Test send: one message to an address, with the saved settings. */
export function TestEmailForm() {
  const send = useSendTestEmail();
  const [testEmail, setTestEmail] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = testEmail.trim();
    if (!address) {
      toast.error('Please enter a test email address');
      return;
    }
    send.mutate(address);
  };

  return (
    <StyledCard as="form" aria-label="Send a test email" onSubmit={handleSubmit} noValidate>
      <h3>Test email</h3>
      <p>Sends one message with the saved settings; save your changes first.</p>
      <StyledField>
        Test email address
        <input
          type="email"
          value={testEmail}
          placeholder="you@example.com"
          onChange={(event) => setTestEmail(event.target.value)}
        />
      </StyledField>
      <StyledButtonRow>
        <StyledButton type="submit" $variant="secondary" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send Test Email'}
        </StyledButton>
      </StyledButtonRow>
    </StyledCard>
  );
}
