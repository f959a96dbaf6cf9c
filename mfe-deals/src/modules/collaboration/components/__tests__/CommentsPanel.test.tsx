import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json, pagedRoute } from '@portal/web-kit/testing';
import { admin, makeComment } from '@portal/web-kit/testing';
import { renderWithServices } from '../../../../../test/renderDealsPage';
import { CommentsPanel } from '../CommentsPanel';
import type { DealComment } from '../../types/CollaborationTypes';

const user = userEvent.setup();

/** A fake deal thread: GET lists `comments` (newest first), POST adds one as the member. */
function threadGateway(initial: DealComment[] = []) {
  let comments = [...initial];
  const gateway = new FakeGateway()
    .on(
      'GET',
      '/deals/d1/comments',
      pagedRoute(() => comments),
    )
    .on('GET', '/deals/d1/activities', pagedRoute([]))
    .on('POST', '/deals/d1/comments', async (request) => {
      const { body } = (await request.json()) as { body: string };
      const created = makeComment({ id: `c${comments.length + 10}`, body });
      comments = [created, ...comments];
      return json(created, 201);
    });
  return { gateway, set: (next: DealComment[]) => (comments = next) };
}

describe('deal comments', () => {
  it('lists comments newest first with their author and time, links clickable and markup shown as typed', async () => {
    const { gateway } = threadGateway([
      makeComment({ id: 'c2', body: 'Lender wants <b>bold</b> numbers: see www.lender.example/terms.' }),
      makeComment({
        id: 'c1',
        author: { id: 'u-admin', name: 'Ada Admin', role: 'admin' },
        createdAt: '2026-04-09T09:00:00.000Z',
        editableUntil: '2026-04-09T09:05:00.000Z',
        canEdit: false,
        canDelete: false,
        body: 'Please upload the rent roll.',
      }),
    ]);
    renderWithServices(<CommentsPanel dealId="d1" />, { gateway });

    const list = await screen.findByRole('list', { name: 'Comments' });
    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveAccessibleName('Comment by Maria Member, Apr 10, 2026 11:58 AM');
    expect(newest).toHaveTextContent('Lender wants <b>bold</b> numbers');
    expect(within(newest!).getByRole('link', { name: 'www.lender.example/terms' })).toHaveAttribute(
      'href',
      'https://www.lender.example/terms',
    );
    expect(newest!.querySelector('b')).toBeNull();
    expect(oldest).toHaveTextContent('Ada Admin');
    expect(oldest).toHaveTextContent('Admin');
    expect(within(oldest!).queryByRole('button')).toBeNull();
  });

  it('adds a comment with Ctrl+Enter, toasts and shows it at the top; the counter follows the text', async () => {
    const { gateway } = threadGateway();
    renderWithServices(<CommentsPanel dealId="d1" />, { gateway });
    expect(await screen.findByText(/^No comments yet\. Comments are seen only by the deal’s owner and the admins\./));

    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await user.type(box, 'Appraisal ordered.');
    expect(screen.getByText('18 / 2,000 characters')).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/deals/d1/comments')).toEqual({ body: 'Appraisal ordered.' });
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(within(list).getByText('Appraisal ordered.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(screen.getByText('0 / 2,000 characters')).toBeInTheDocument();
  });

  it('says a comment is too long past 2,000 characters and will not send it; an empty one asks for text', async () => {
    const { gateway } = threadGateway();
    renderWithServices(<CommentsPanel dealId="d1" />, { gateway });
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });

    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a comment first');

    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('2,001 / 2,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Comments can be at most 2,000 characters');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(gateway.callsTo('POST', '/deals/d1/comments')).toHaveLength(0);

    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeEnabled();
  });

  it("toasts the server's error of a refused comment, else 'Failed to add comment', and keeps the text", async () => {
    const gateway = new FakeGateway()
      .on('GET', '/deals/d1/comments', pagedRoute([]))
      .on('POST', '/deals/d1/comments', apiError(404, 'Deal not found'));
    renderWithServices(<CommentsPanel dealId="d1" />, { gateway });
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Deal not found')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');

    gateway.on('POST', '/deals/d1/comments', () => {
      throw new TypeError('network down');
    });
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Failed to add comment')).toBeInTheDocument();
  });

  it('edits your own comment within 5 minutes (Escape cancels) and not after', async () => {
    const { gateway } = threadGateway([
      makeComment({ id: 'c2', body: 'Fresh comment' }),
      makeComment({
        id: 'c1',
        body: 'Old comment',
        createdAt: '2026-04-10T11:00:00.000Z',
        editableUntil: '2026-04-10T11:05:00.000Z',
        canEdit: false,
      }),
    ]);
    gateway.on('PUT', '/deals/d1/comments/c2', async (request) => {
      const { body } = (await request.json()) as { body: string };
      return json(makeComment({ id: 'c2', body, editedAt: '2026-04-10T12:00:00.000Z' }));
    });
    renderWithServices(<CommentsPanel dealId="d1" />, { gateway });

    const list = await screen.findByRole('list', { name: 'Comments' });
    const [fresh, old] = within(list).getAllByRole('listitem');
    expect(within(old!).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(old!).getByRole('button', { name: 'Delete comment of Apr 10, 2026 11:00 AM' })).toBeInTheDocument();

    await user.click(within(fresh!).getByRole('button', { name: 'Edit comment of Apr 10, 2026 11:58 AM' }));
    const editor = within(fresh!).getByRole('textbox', { name: 'Edit comment' });
    expect(editor).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(fresh!).queryByRole('textbox')).toBeNull();

    await user.click(within(fresh!).getByRole('button', { name: /^Edit comment/ }));
    const again = within(fresh!).getByRole('textbox', { name: 'Edit comment' });
    await user.clear(again);
    await user.type(again, 'Fresh comment, corrected');
    await user.click(within(fresh!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comment updated')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', '/deals/d1/comments/c2')).toEqual({ body: 'Fresh comment, corrected' });
  });

  it("toasts the gateway's refusal of a late edit", async () => {
    const { gateway } = threadGateway([makeComment({ id: 'c2', body: 'Fresh comment' })]);
    gateway.on('PUT', '/deals/d1/comments/c2', apiError(409, 'Comments can be edited only in the first 5 minutes'));
    renderWithServices(<CommentsPanel dealId="d1" />, { gateway });
    await user.click(await screen.findByRole('button', { name: /^Edit comment/ }));
    await user.type(screen.getByRole('textbox', { name: 'Edit comment' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comments can be edited only in the first 5 minutes')).toBeInTheDocument();
  });

  it('deletes a comment after confirming; an admin may delete anyone’s (as canDelete says)', async () => {
    const { gateway, set } = threadGateway([
      makeComment({ id: 'c1', author: { id: 'u-member', name: 'Maria Member', role: 'member' }, canEdit: false }),
    ]);
    gateway.on('DELETE', '/deals/d1/comments/c1', () => {
      set([]);
      return json({ message: 'Deleted' });
    });
    renderWithServices(<CommentsPanel dealId="d1" />, { gateway, user: admin });

    await user.click(await screen.findByRole('button', { name: /^Delete comment of/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete comment' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this comment?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Comments' })).toBeNull());
    expect(gateway.callsTo('DELETE', '/deals/d1/comments/c1')).toHaveLength(1);
  });

  it("toasts 'Failed to delete comment' when the gateway cannot be reached", async () => {
    const { gateway } = threadGateway([makeComment()]);
    gateway.on('DELETE', '/deals/d1/comments/c1', () => {
      throw new TypeError('network down');
    });
    renderWithServices(<CommentsPanel dealId="d1" />, { gateway });
    await user.click(await screen.findByRole('button', { name: /^Delete comment of/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete comment')).toBeInTheDocument();
  });
});
