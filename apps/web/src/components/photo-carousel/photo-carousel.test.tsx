import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PhotoCarousel } from './photo-carousel';

const photo = (n: number, extra: object = {}) => ({
  url: `https://img.example/${n}.jpg`,
  display_order: n,
  ...extra,
});

describe('PhotoCarousel', () => {
  afterEach(() => vi.useRealTimers());

  it('says when there are no photos', () => {
    render(<PhotoCarousel photos={[]} alt="Cafe" />);
    expect(screen.getByText('No photos available')).toBeInTheDocument();
  });

  it('sorts by display order and wraps around both ways', async () => {
    render(
      <PhotoCarousel photos={[photo(2), photo(0), photo(1)]} alt="Cafe" />,
    );
    const img = () => screen.getByRole('img');
    expect(img()).toHaveAttribute('src', 'https://img.example/0.jpg');
    await userEvent.click(
      screen.getByRole('button', { name: 'Previous photo' }),
    );
    expect(img()).toHaveAttribute('src', 'https://img.example/2.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(img()).toHaveAttribute('src', 'https://img.example/0.jpg');
  });

  it('shows dots only for 5 photos or fewer and an HD badge at 90+', () => {
    const { unmount } = render(
      <PhotoCarousel
        photos={[photo(0, { quality_score: 90 }), photo(1)]}
        alt="Cafe"
      />,
    );
    expect(screen.getAllByRole('button', { name: /show photo/i })).toHaveLength(
      2,
    );
    expect(screen.getByText('HD')).toBeInTheDocument();
    unmount();
    render(
      <PhotoCarousel
        photos={[0, 1, 2, 3, 4, 5].map((n) => photo(n, { quality_score: 89 }))}
        alt="Cafe"
      />,
    );
    expect(screen.queryByRole('button', { name: /show photo/i })).toBeNull();
    expect(screen.queryByText('HD')).toBeNull();
  });

  it('autoplays every 5000 ms and pauses on hover', () => {
    vi.useFakeTimers();
    render(
      <PhotoCarousel
        photos={[photo(0), photo(1), photo(2)]}
        alt="Cafe"
        autoPlay
      />,
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      'https://img.example/1.jpg',
    );
    fireEvent.mouseEnter(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(15000));
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      'https://img.example/1.jpg',
    );
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      'https://img.example/2.jpg',
    );
  });
});
