import type { Comment, Post } from '@app/shared/social';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';

import { PostCard } from './post-card';

const LONG = 'x'.repeat(300);

const author = {
  id: 2,
  username: 'olive',
  display_name: 'Olive Oak',
  first_name: 'Olive',
  last_name: 'Oak',
};

function buildPost(overrides: Partial<Post> = {}): Post {
  return {
    id: 5,
    user: author,
    created_at: '2030-01-01T12:00:00Z',
    privacy_level: 'friends',
    post_type: 'custom_post',
    title: 'Brunch',
    description: 'Pancakes',
    completion_date: null,
    photos: [],
    allow_comments: true,
    comment_count: 1,
    like_count: 0,
    liked_by_me: false,
    is_own: false,
    ...overrides,
  };
}

const comment = (text: string): Comment => ({
  id: 7,
  post_id: 5,
  user: author,
  text,
  created_at: '2030-01-01T12:00:00Z',
  is_own: true,
});

/** Answers POSTs to `url` with `detail`, keeping each request's JSON body. */
function recordPosts(url: string, detail: string) {
  const bodies: unknown[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ detail });
    }),
  );
  return bodies;
}

/** Someone else's post, with spies for what it tells its list. */
function renderOthersPost() {
  const onNotice = vi.fn();
  const onRemoved = vi.fn();
  const { user } = renderWithProviders(
    <PostCard post={buildPost()} onNotice={onNotice} onRemoved={onRemoved} />,
  );
  const menu = screen.getByRole('button', { name: 'Post options' });
  return { user, menu, onNotice, onRemoved };
}

/** Picks `item` from the post's menu; resolves to the confirmation it opens. */
async function pick(
  user: UserEvent,
  menu: HTMLElement,
  item: string,
  dialog: string,
) {
  await user.click(menu);
  await user.click(screen.getByRole('menuitem', { name: item }));
  return screen.findByRole('dialog', { name: dialog });
}

describe('PostCard', () => {
  it('wraps a long word in the title and description instead of running off the card', () => {
    renderWithProviders(
      <PostCard
        post={buildPost({ title: LONG, description: `${LONG}y` })}
        onNotice={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: LONG })).toHaveStyle({
      overflowWrap: 'anywhere',
    });
    expect(screen.getByText(`${LONG}y`)).toHaveStyle({
      overflowWrap: 'anywhere',
    });
  });

  it('wraps a long comment instead of running under its delete button', async () => {
    server.use(
      http.get('*/api/social/feed/posts/5/comments', () =>
        HttpResponse.json([comment(LONG)]),
      ),
    );
    // Opened as a comment notification's link opens it: comments shown.
    renderWithProviders(
      <PostCard post={buildPost()} onNotice={() => {}} commentsOpen />,
    );
    expect(await screen.findByText(LONG)).toHaveStyle({
      overflowWrap: 'anywhere',
    });
    expect(
      screen.getByRole('button', { name: 'Delete comment' }),
    ).toBeVisible();
  });

  it('says when the activity was completed, likes the post and copies its link', async () => {
    const liked: number[] = [];
    server.use(
      http.post('*/api/social/feed/posts/5/like', () => {
        liked.push(5);
        return HttpResponse.json({ liked: true, like_count: 1 });
      }),
    );
    const onNotice = vi.fn();
    const { user } = renderWithProviders(
      <PostCard
        post={buildPost({ completion_date: '2030-01-02' })}
        onNotice={onNotice}
      />,
    );
    expect(screen.getByText('Completed on Jan 2, 2030')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Like' }));
    await vi.waitFor(() => expect(liked).toEqual([5]));

    // Without the share sheet, Share copies the post's link.
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await vi.waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith('Link copied'),
    );
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/feed?post=5`,
    );
  });

  it('asks before deleting your own post', async () => {
    const deleted: number[] = [];
    server.use(
      http.delete('*/api/social/feed/posts/5', () => {
        deleted.push(5);
        return HttpResponse.json({ detail: 'Post deleted' });
      }),
    );
    const onNotice = vi.fn();
    const { user } = renderWithProviders(
      <PostCard post={buildPost({ is_own: true })} onNotice={onNotice} />,
    );
    const menu = () => screen.getByRole('button', { name: 'Post options' });

    const confirm = await pick(
      user,
      menu(),
      'Delete Post',
      'Delete this post?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(
      within(
        await pick(user, menu(), 'Delete Post', 'Delete this post?'),
      ).getByRole('button', { name: 'Delete' }),
    );
    await vi.waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith('Post deleted'),
    );
    expect(deleted).toEqual([5]);
  });

  it("blocks a post's author from its menu, with the same confirmation as the friends page", async () => {
    const blocked = recordPosts('*/api/social/blocks', 'User blocked');
    const { user, menu, onNotice, onRemoved } = renderOthersPost();
    await user.click(menu);
    expect(
      screen.getByRole('menuitem', { name: 'Report Post' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Block User' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Block Olive Oak?',
    });
    expect(confirm).toHaveTextContent(
      'They will no longer be your friend, see your posts, send you requests or invite you to plans.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(blocked).toEqual([]);

    await user.click(
      within(
        await pick(user, menu, 'Block User', 'Block Olive Oak?'),
      ).getByRole('button', { name: 'Block' }),
    );
    await vi.waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith('User blocked'),
    );
    expect(blocked).toEqual([{ user_id: 2 }]);
    expect(onRemoved).toHaveBeenCalledTimes(1);
  });

  it('offers no Block on your own post', async () => {
    const { user } = renderWithProviders(
      <PostCard post={buildPost({ is_own: true })} onNotice={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    expect(
      screen.getByRole('menuitem', { name: 'Delete Post' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Block User' })).toBeNull();
  });

  it('asks before reporting a post, then reports it with a JSON body the server takes', async () => {
    const bodies = recordPosts(
      '*/api/social/feed/posts/5/report',
      'Thanks, the post was reported',
    );
    const { user, menu, onNotice, onRemoved } = renderOthersPost();
    // Asked first, naming the post and its author; Cancel reports nothing.
    const confirm = await pick(user, menu, 'Report Post', 'Report this post?');
    expect(confirm).toHaveTextContent(
      '“Brunch” by Olive Oak will be reported, and you will no longer see it.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(menu).toHaveFocus());
    expect(bodies).toEqual([]);

    await user.click(
      within(
        await pick(user, menu, 'Report Post', 'Report this post?'),
      ).getByRole('button', { name: 'Report' }),
    );
    await vi.waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith(
        'Post reported. You will no longer see it.',
      ),
    );
    expect(bodies).toEqual([{ reason: '' }]);
    expect(onRemoved).toHaveBeenCalledTimes(1);
  });
});
