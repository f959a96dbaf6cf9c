import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lightTheme } from '@portal/web-kit/theme';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../ConfirmDialog';
import { Modal } from '@portal/web-kit/ui/Modal';

const user = userEvent.setup();

function Harness() {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <ThemeProvider theme={lightTheme}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Outer" onClose={() => setOpen(false)}>
          <input aria-label="Name" />
          <button type="button" onClick={() => setConfirming(true)}>
            Remove
          </button>
          {confirming && (
            <ConfirmDialog
              title="Inner"
              message="Are you sure?"
              confirmLabel="Delete"
              onConfirm={() => setConfirming(false)}
              onCancel={() => setConfirming(false)}
            />
          )}
        </Modal>
      )}
    </ThemeProvider>
  );
}

describe('modal dialogs', () => {
  it('focus the first field, trap Tab, close on Escape and give the focus back', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('close on Escape and take Tab back even when the focus fell out of the dialog', async () => {
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('close only the topmost of nested dialogs on Escape', async () => {
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const inner = screen.getByRole('alertdialog', { name: 'Inner' });
    expect(inner).toHaveAccessibleDescription('Are you sure?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
