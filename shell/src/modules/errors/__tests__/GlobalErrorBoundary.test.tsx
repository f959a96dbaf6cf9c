import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { lightTheme } from '@portal/web-kit/theme';
import { GlobalErrorBoundary } from '../components/GlobalErrorBoundary';

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error('render exploded');
  return <p>recovered content</p>;
}

function renderBoundary(onRefresh = vi.fn()) {
  render(
    <ThemeProvider theme={lightTheme}>
      <GlobalErrorBoundary onRefresh={onRefresh}>
        <Fragile />
      </GlobalErrorBoundary>
    </ThemeProvider>,
  );
  return onRefresh;
}

describe('global error screen', () => {
  it('shows "Something went wrong" with Try Again and Refresh Page for an uncaught render error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    renderBoundary();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('Try Again renders the content again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    renderBoundary();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('recovered content')).toBeInTheDocument();
  });

  it('Refresh Page reloads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    const onRefresh = renderBoundary();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
