import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, pagedRoute } from '@portal/web-kit/testing';
import { admin, makeFeeSettings, member } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

const rowOf = async (username: string) => {
  const table = await screen.findByRole('table', { name: 'Users' }, { timeout: 15_000 });
  return within(within(table).getByText(username).closest('tr')!);
};

describe('Users tab: a member’s own broker share', () => {
  it('shows each member’s share, or the default with its figure', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/users', pagedRoute([admin, { ...member, brokerSharePercent: 65 }]))
      .on('GET', '/admin/settings/fees', makeFeeSettings({ defaultBrokerSharePercent: 40 }));
    renderDashboard({ gateway, path: '/admin?tab=users' });
    const memberRow = await rowOf('maria.member');
    expect(memberRow.getByRole('button', { name: 'Broker share of maria.member: 65 %. Change' })).toHaveTextContent(
      '65 %',
    );
    const adminRow = await rowOf('ada.admin');
    expect(
      await adminRow.findByRole('button', { name: 'Broker share of ada.admin: Default (40 %). Change' }),
    ).toBeInTheDocument();
  });

  it('sets a member’s share, then puts them back on the default with an empty field', async () => {
    let share: number | null = null;
    const gateway = new FakeGateway()
      .on(
        'GET',
        '/admin/users',
        pagedRoute(() => [{ ...member, brokerSharePercent: share }]),
      )
      .on('PUT', '/admin/users/u-member', async (request) => {
        share = ((await request.json()) as { brokerSharePercent: number | null }).brokerSharePercent;
        return Response.json({ ...member, brokerSharePercent: share });
      });
    renderDashboard({ gateway, path: '/admin?tab=users' });
    await userEvent.click(
      await (await rowOf('maria.member')).findByRole('button', { name: /^Broker share of maria.member: Default/ }),
    );

    const dialog = within(screen.getByRole('dialog', { name: 'Broker share of maria.member' }));
    const input = dialog.getByRole('textbox', { name: 'Broker share (%)' });
    expect(input).toHaveAccessibleDescription(/Leave empty for the default \(50 %\)/);
    await userEvent.type(input, '60');
    await userEvent.click(dialog.getByRole('button', { name: 'Save share' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', '/admin/users/u-member')).toEqual({ brokerSharePercent: 60 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await (await rowOf('maria.member')).findByRole('button', { name: 'Broker share of maria.member: 60 %. Change' }),
    ).toBeInTheDocument();

    await userEvent.click(
      (await rowOf('maria.member')).getByRole('button', { name: /^Broker share of maria.member: 60 %/ }),
    );
    const again = within(screen.getByRole('dialog', { name: 'Broker share of maria.member' }));
    expect(again.getByRole('textbox', { name: 'Broker share (%)' })).toHaveValue('60');
    await userEvent.clear(again.getByRole('textbox', { name: 'Broker share (%)' }));
    await userEvent.click(again.getByRole('button', { name: 'Save share' }));
    await screen.findByText('User updated successfully');
    expect(gateway.lastBody('PUT', '/admin/users/u-member')).toEqual({ brokerSharePercent: null });
  });

  it('refuses a share over 100 before sending, and shows the gateway’s 400 beside the field', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/users', pagedRoute([member]))
      .on(
        'PUT',
        '/admin/users/u-member',
        apiError(400, 'Invalid request', 'Invalid request', [
          { field: 'body.brokerSharePercent', message: 'body.brokerSharePercent must be <= 100' },
        ]),
      );
    renderDashboard({ gateway, path: '/admin?tab=users' });
    await userEvent.click(
      await (await rowOf('maria.member')).findByRole('button', { name: /^Broker share of maria.member/ }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Broker share of maria.member' }));
    const input = dialog.getByRole('textbox', { name: 'Broker share (%)' });
    await userEvent.type(input, '150');
    await userEvent.click(dialog.getByRole('button', { name: 'Save share' }));
    expect(input).toHaveAccessibleDescription(
      /^Broker share must be a number from 0 to 100 %, or empty for the default/,
    );
    expect(input).toHaveFocus();
    expect(gateway.callsTo('PUT', '/admin/users/u-member')).toHaveLength(0);

    // Whatever the gateway refuses is shown beside the field, and the dialog stays open.
    await userEvent.clear(input);
    await userEvent.type(input, '99.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save share' }));
    expect(await dialog.findByText('body.brokerSharePercent must be <= 100')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Broker share of maria.member' })).toBeInTheDocument();
  });
});
