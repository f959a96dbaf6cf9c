import { act, render, screen } from '@testing-library/react';
import { toast, Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../createQueryClient';

const MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Runs one mutation through the client's cache, as a remote's useMutation does. */
async function mutate(client: ReturnType<typeof createQueryClient>, error: unknown) {
  const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(error) });
  await act(async () => {
    await mutation.execute(undefined).catch(() => undefined);
  });
}

describe('createQueryClient', () => {
  // Toasts live in a module-wide store: start each test with none.
  beforeEach(() => act(() => toast.remove()));

  it('says the service is unavailable, once, when changes cannot be saved because the gateway answers 503', async () => {
    render(<Toaster />);
    const client = createQueryClient();
    await mutate(client, { status: 503, message: 'Failed to update user' });
    await mutate(client, { status: 503, message: 'Failed to update user' });
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGE)).toHaveLength(1);
  });

  it('leaves other failed changes to the page’s own message', async () => {
    render(<Toaster />);
    const client = createQueryClient();
    await mutate(client, { status: 400, message: 'Invalid input' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });
});
