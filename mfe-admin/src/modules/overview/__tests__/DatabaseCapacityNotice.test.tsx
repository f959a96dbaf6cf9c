import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeGateway } from '@portal/web-kit/testing';
import { makeDatabaseCapacity } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

const TITLE = /embedded database/;

describe('embedded database capacity on the Overview', () => {
  it('says nothing while the book is well within what the embedded database carries', async () => {
    renderDashboard();
    await screen.findByRole('region', { name: 'Background work' });
    await screen.findByText('Total Deals');
    expect(screen.queryByRole('status', { name: TITLE })).not.toBeInTheDocument();
  });

  it('warns from 80 % of the limit, with both figures and the way out', async () => {
    const gateway = new FakeGateway().on(
      'GET',
      '/admin/database-capacity',
      makeDatabaseCapacity({ deals: 8_400, dealLimit: 10_000, nearLimit: true }),
    );
    renderDashboard({ gateway });
    const notice = await screen.findByRole('status', { name: 'The book is nearing the embedded database’s limit' });
    expect(notice).toHaveTextContent('8,400 deals are stored; the embedded database was measured to carry 10,000.');
    expect(notice).toHaveTextContent('Move the book to MongoDB (set MONGODB_URI');
  });

  it('says the book has outgrown it once past the limit', async () => {
    const gateway = new FakeGateway().on(
      'GET',
      '/admin/database-capacity',
      makeDatabaseCapacity({ database: 'embedded-sqlite', deals: 2_100, dealLimit: 1_800, nearLimit: true }),
    );
    renderDashboard({ gateway });
    expect(
      await screen.findByRole('status', { name: 'The book has outgrown the embedded database' }),
    ).toHaveTextContent('2,100 deals are stored');
  });

  it('says nothing on MongoDB, whatever the count', async () => {
    const gateway = new FakeGateway().on(
      'GET',
      '/admin/database-capacity',
      makeDatabaseCapacity({ database: 'mongodb', deals: 250_000, dealLimit: null, nearLimit: false }),
    );
    renderDashboard({ gateway });
    await screen.findByText('Total Deals');
    expect(screen.queryByRole('status', { name: TITLE })).not.toBeInTheDocument();
  });
});
