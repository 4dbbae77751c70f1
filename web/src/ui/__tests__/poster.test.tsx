import { fireEvent, render, screen } from '@testing-library/react';
import { POSTER_PLACEHOLDER_PATH } from '@tix/contract/domain/posters';
import { describe, expect, it } from 'vitest';
import { Poster } from '../poster.tsx';

describe('Poster', () => {
  it('shows the placeholder, never a broken image, when the poster does not load', () => {
    render(<Poster url="/api/posters/201/4/lost.jpg" eventName="Jazz Night" />);
    const img = screen.getByRole('img', { name: 'Poster: Jazz Night' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(POSTER_PLACEHOLDER_PATH);
    // The placeholder says nothing of the event: decorative, like the one shown for no poster.
    expect(img.getAttribute('alt')).toBe('');
  });
});
