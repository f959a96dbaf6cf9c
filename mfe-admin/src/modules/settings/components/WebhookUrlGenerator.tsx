import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { StyledField } from '../../../ui/Field';
import { buildWebhookUrl, GHL_WEBHOOK_PATH } from '../utils/buildWebhookUrl';

/** The webhook URL generator: the address to paste into GHL's webhook settings. */
export function WebhookUrlGenerator() {
  const [domain, setDomain] = useState('');
  const [webhookUrl, setWebhookUrl] = useState('');

  const handleGenerate = (event: FormEvent) => {
    event.preventDefault();
    const url = buildWebhookUrl(domain);
    if (!url) {
      toast.error('Please enter a domain');
      return;
    }
    setWebhookUrl(url);
    toast.success('Webhook URL generated successfully!');
  };

  const handleCopy = async () => {
    if (!webhookUrl) {
      toast.error('No webhook URL to copy');
      return;
    }
    try {
      await navigator.clipboard.writeText(webhookUrl);
      toast.success('Webhook URL copied to clipboard!');
    } catch {
      toast.error('Failed to copy URL to clipboard');
    }
  };

  return (
    <StyledCard as="form" aria-label="Webhook URL generator" onSubmit={handleGenerate} noValidate>
      <h3>Webhook URL</h3>
      <p>
        GoHighLevel calls <code>{GHL_WEBHOOK_PATH}</code> on the portal&apos;s backend when an opportunity changes.
        Enter the backend&apos;s domain to get the URL for GHL&apos;s webhook settings.
      </p>
      <StyledField>
        Backend domain
        <input
          value={domain}
          placeholder="api.example.com"
          inputMode="url"
          onChange={(event) => setDomain(event.target.value)}
        />
      </StyledField>
      <StyledButtonRow>
        <StyledButton type="submit" $variant="secondary">
          Generate Webhook URL
        </StyledButton>
      </StyledButtonRow>
      <StyledField>
        Webhook URL
        <input value={webhookUrl} readOnly placeholder="Generate a URL first" />
      </StyledField>
      <StyledButtonRow>
        <StyledButton type="button" $variant="secondary" onClick={() => void handleCopy()}>
          Copy to Clipboard
        </StyledButton>
      </StyledButtonRow>
    </StyledCard>
  );
}
