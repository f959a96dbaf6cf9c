import { darkTheme, lightTheme } from '@portal/web-kit/theme';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { makeBacklog } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';
import { BACKLOG_REFRESH_MS } from '../hooks/useBacklog';
import { formatWaitAge } from '../utils/formatWaitAge';

const busy = makeBacklog({
  jobs: [
    { name: 'notification-digest', waiting: 2, oldestAgeSeconds: 45 },
    { name: 'ghl-push-deal', waiting: 12, oldestAgeSeconds: 185 },
  ],
  outbox: { waiting: 3, oldestAgeSeconds: 61 },
  ghlPushes: { waiting: 12, oldestAgeSeconds: 185 },
});

/** The value shown beside a row's label. */
const rowText = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling;

describe('Background work card', () => {
  afterEach(() => vi.useRealTimers());

  it('says Nothing waiting when no job, e-mail or GHL push waits', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Background work' });
    expect(await within(card).findByText('Nothing waiting')).toBeInTheDocument();
    expect(within(card).queryByRole('term')).not.toBeInTheDocument();
  });

  it('shows what waits and how long the oldest has waited, each GHL push counted once', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/backlog', busy);
    renderDashboard({ gateway });
    const card = await screen.findByRole('region', { name: 'Background work' });
    expect(await within(card).findByText('Catching up')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['GHL pushes', 'E-mails', 'notification-digest']);
    expect(rowText(card, 'GHL pushes')).toHaveTextContent('12 waiting · oldest 3 min');
    expect(rowText(card, 'E-mails')).toHaveTextContent('3 waiting · oldest 1 min');
    expect(rowText(card, 'notification-digest')).toHaveTextContent('2 waiting · oldest 45 s');
    expect(card).not.toHaveTextContent('late');
    expect(card).not.toHaveTextContent('Nothing waiting');
  });

  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const)(
    'warns in words and in the warning tone when something has waited over 10 minutes (%s theme)',
    async (name, theme) => {
      const gateway = new FakeGateway().on(
        'GET',
        '/admin/backlog',
        makeBacklog({
          outbox: { waiting: 40, oldestAgeSeconds: 11 * 60 },
          jobs: [],
          ghlPushes: { waiting: 1, oldestAgeSeconds: 30 },
        }),
      );
      renderDashboard({ gateway, theme: name });
      const card = await screen.findByRole('region', { name: 'Background work' });
      expect(await within(card).findByText('Waiting over 10 minutes')).toBeInTheDocument();
      expect(rowText(card, 'E-mails')).toHaveTextContent('40 waiting · oldest 11 min (late)');
      expect(rowText(card, 'E-mails')).toHaveStyle({ color: theme.colors.warning });
      expect(rowText(card, 'GHL pushes')).toHaveTextContent(/^1 waiting · oldest 30 s$/);
      expect(rowText(card, 'GHL pushes')).toHaveStyle({ color: theme.colors.textMuted });
      expect(card).toHaveTextContent('not keeping up');
    },
  );

  it('reads the backlog again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const gateway = new FakeGateway().on('GET', '/admin/backlog', () => json(calls++ === 0 ? makeBacklog() : busy));
    renderDashboard({ gateway });
    const card = await screen.findByRole('region', { name: 'Background work' });
    expect(await within(card).findByText('Nothing waiting')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(BACKLOG_REFRESH_MS);
    expect(await within(card).findByText('Catching up')).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/admin/backlog')).toHaveLength(2);
  });

  it('offers Retry when the backlog cannot be read', async () => {
    let healthy = false;
    const gateway = new FakeGateway().on('GET', '/admin/backlog', () =>
      healthy ? json(makeBacklog()) : apiError(503, 'Service Unavailable'),
    );
    renderDashboard({ gateway });
    const card = await screen.findByRole('region', { name: 'Background work' });
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Service Unavailable');
    healthy = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('Nothing waiting')).toBeInTheDocument();
  });

  it('says a wait as people say it', () => {
    expect([0, 45, 60, 185, 3599, 3600, 7500, 86_400, 3 * 86_400 + 4 * 3600 + 59].map(formatWaitAge)).toEqual([
      '0 s',
      '45 s',
      '1 min',
      '3 min',
      '59 min',
      '1 h',
      '2 h 5 min',
      '1 d',
      '3 d 4 h',
    ]);
  });
});
