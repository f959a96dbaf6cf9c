import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledField } from '../../../ui/Field';
import { addNotificationEmail } from '../utils/addNotificationEmail';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > label {
    flex: 1 1 240px;
  }
`;

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: 2px 2px 2px ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type NotificationEmailListProps = {
  emails: string[];
  onChange: (emails: string[]) => void;
};

/** Who is e-mailed about new deals: add with the button or Enter (empty or repeated addresses are ignored). */
export function NotificationEmailList({ emails, onChange }: NotificationEmailListProps) {
  const [input, setInput] = useState('');

  const handleAdd = () => {
    onChange(addNotificationEmail(emails, input));
    setInput('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    handleAdd();
  };

  return (
    <fieldset style={{ border: 'none', margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 4, padding: 0 }}>Notification Emails</legend>
      <StyledRow>
        <StyledField>
          Add notification email
          <input
            type="email"
            value={input}
            placeholder="name@example.com"
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={handleKeyDown}
          />
        </StyledField>
        <StyledButton type="button" $variant="secondary" onClick={handleAdd}>
          Add
        </StyledButton>
      </StyledRow>
      {emails.length === 0 ? (
        <StyledHint>No notification addresses yet: nobody is e-mailed about new deals.</StyledHint>
      ) : (
        <StyledList aria-label="Notification emails">
          {emails.map((email) => (
            <li key={email}>
              {email}
              <StyledButton
                type="button"
                $variant="ghost"
                $compact
                aria-label={`Remove ${email}`}
                onClick={() => onChange(emails.filter((existing) => existing !== email))}
              >
                ×
              </StyledButton>
            </li>
          ))}
        </StyledList>
      )}
    </fieldset>
  );
}
