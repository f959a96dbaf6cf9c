import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { member } from '@portal/web-kit/testing';
import { renderApp } from '../../../../test/renderApp';
import { toastOptions } from '../utils/toastOptions';

describe('toasts', () => {
  afterEach(() => {
    act(() => toast.remove());
  });

  it('show 4 s by default, 3 s for success and 5 s for error (docs/product.md#notification-timing)', () => {
    expect(toastOptions.duration).toBe(4000);
    expect(toastOptions.success.duration).toBe(3000);
    expect(toastOptions.error.duration).toBe(5000);
  });

  it('the shell renders the one Toaster that remotes and pages use', async () => {
    renderApp({ signedInAs: member });
    await screen.findByTestId('remote-page');
    act(() => {
      toast.success('Deal created successfully');
      toast.error('Failed to create deal');
    });
    expect(await screen.findByText('Deal created successfully')).toBeInTheDocument();
    expect(screen.getByText('Failed to create deal')).toBeInTheDocument();
  });
});
