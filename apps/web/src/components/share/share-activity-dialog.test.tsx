import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';

import { ShareActivityDialog } from './share-activity-dialog';

const photo = (name: string) =>
  new File([new Uint8Array(10)], name, { type: 'image/png' });

/** How far above its field an outlined label sits once raised (its translateY). */
const raisedBy = (label: HTMLElement) =>
  -Number(
    /translate\([^,]+,\s*(-?[\d.]+)px\)/.exec(
      getComputedStyle(label).transform,
    )?.[1],
  );

const px = (el: Element, property: 'paddingTop') =>
  parseFloat(getComputedStyle(el)[property]);

describe('ShareActivityDialog', () => {
  it('leaves room above the first field for its raised label, which the scrolling content would clip', async () => {
    const { user } = renderWithProviders(
      <ShareActivityDialog open onClose={() => {}} onShared={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Share Your Activity' });
    const title = within(dialog).getByLabelText('Title');
    await user.type(title, 'Hike');
    const label = within(dialog).getByText('Title', { selector: 'label' });
    expect(label).toHaveAttribute('data-shrink', 'true');
    const lift = raisedBy(label);
    expect(lift).toBeGreaterThan(0);

    // Everything between the scroll edge and the field's top.
    const content = dialog.querySelector('.MuiDialogContent-root')!;
    let room = px(content, 'paddingTop');
    for (
      let el = title.closest('.MuiFormControl-root')!.parentElement!;
      el !== content;
      el = el.parentElement!
    ) {
      room += px(el, 'paddingTop');
    }
    expect(room).toBeGreaterThanOrEqual(lift);
  });

  it('needs text before sharing, keeps at most 5 photos and sends them with the post', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    let sent: FormData | undefined;
    server.use(
      http.post('/api/social/feed/posts', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ detail: 'Server says no' }, { status: 400 });
      }),
    );
    const onShared = vi.fn();
    const { user } = renderWithProviders(
      <ShareActivityDialog open onClose={() => {}} onShared={onShared} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Share Your Activity' });
    const share = within(dialog).getByRole('button', { name: 'Share Post' });
    expect(share).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Description'), '   ');
    expect(share).toBeDisabled();

    await user.upload(
      within(dialog).getByLabelText('Add photos'),
      Array.from({ length: 6 }, (_, i) => photo(`p${i}.png`)),
    );
    expect(within(dialog).getByText('Photos (5/5)')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Only 5 photos per post; extras were left out'),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Remove p0.png' }),
    );
    expect(within(dialog).getByText('Photos (4/5)')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Hike');
    expect(share).toBeEnabled();
    await user.click(share);
    expect(
      await within(dialog).findByText(/Failed to create post: Server says no/),
    ).toBeInTheDocument();
    expect(sent?.get('title')).toBe('Hike');
    expect(sent?.get('privacy_level')).toBe('friends');
    expect(sent?.getAll('photos')).toHaveLength(4);
    expect(onShared).not.toHaveBeenCalled();
  });
});
