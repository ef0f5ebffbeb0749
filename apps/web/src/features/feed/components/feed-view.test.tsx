import type { Comment, Post } from '@app/shared/social';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { FEED_POLL_MS } from '../api/get-feed';

import { FeedView } from './feed-view';

const author = {
  id: 2,
  username: 'olive',
  display_name: 'Olive Oak',
  first_name: 'Olive',
  last_name: 'Oak',
};

const post: Post = {
  id: 5,
  user: author,
  created_at: '2030-01-01T12:00:00Z',
  privacy_level: 'friends',
  post_type: 'custom_post',
  title: 'Brunch',
  description: '',
  completion_date: null,
  photos: [],
  allow_comments: true,
  comment_count: 1,
  like_count: 0,
  liked_by_me: false,
  is_own: true,
};

const comment: Comment = {
  id: 7,
  post_id: 5,
  user: { ...author, id: 3, display_name: 'Sam Stone' },
  text: 'Looks fun!',
  created_at: '2030-01-01T12:00:00Z',
  is_own: false,
};

describe('FeedView', () => {
  it("opens a comment notification's post with its comments shown", async () => {
    server.use(
      http.get('*/api/social/feed', () =>
        HttpResponse.json({ posts: [], next_cursor: null }),
      ),
      http.get('*/api/social/feed/posts/5', () => HttpResponse.json(post)),
      http.get('*/api/social/feed/posts/5/comments', () =>
        HttpResponse.json([comment]),
      ),
    );
    renderWithProviders(<FeedView linkedPostId={5} />, {
      path: '/feed?post=5&comments=open',
    });
    const card = await screen.findByRole('article', { name: 'Brunch' });
    expect(
      within(card).getByRole('button', { name: '1 comment' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(await within(card).findByText('Looks fun!')).toBeVisible();
  });

  it("gives the focus to the feed's heading once a reported post is gone", async () => {
    let posts = [{ ...post, is_own: false }];
    server.use(
      http.get('*/api/social/feed', () =>
        HttpResponse.json({ posts, next_cursor: null }),
      ),
      http.post('*/api/social/feed/posts/5/report', () => {
        posts = [];
        return HttpResponse.json({ detail: 'Thanks, the post was reported' });
      }),
    );
    const { user } = renderWithProviders(<FeedView />, { path: '/feed' });
    const card = await screen.findByRole('article', { name: 'Brunch' });
    await user.click(
      within(card).getByRole('button', { name: 'Post options' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Report Post' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Report this post?' }),
      ).getByRole('button', { name: 'Report' }),
    );
    await vi.waitFor(() => expect(card).not.toBeInTheDocument());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Activity Feed' }),
    ).toHaveFocus();
  });

  describe('an open feed', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("shows the author others' new likes and comments without a reload", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let counts = { like_count: 0, comment_count: 0 };
      server.use(
        http.get('*/api/social/feed', () =>
          HttpResponse.json({
            posts: [{ ...post, ...counts }],
            next_cursor: null,
          }),
        ),
      );
      renderWithProviders(<FeedView />, { path: '/feed' });
      const card = await screen.findByRole('article', { name: 'Brunch' });
      expect(within(card).getByRole('button', { name: 'Like' })).toBeVisible();

      counts = { like_count: 2, comment_count: 3 };
      await vi.advanceTimersByTimeAsync(FEED_POLL_MS);
      expect(
        await within(card).findByRole('button', { name: 'Like (2)' }),
      ).toBeVisible();
      expect(
        within(card).getByRole('button', { name: '3 comments' }),
      ).toBeVisible();
    });
  });
});
