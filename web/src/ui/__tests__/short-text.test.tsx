import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visibleText } from '../../test/visible-text.ts';
import { CUT_MARK, ShortText, shortText } from '../short-text.tsx';

describe('ShortText', () => {
  it('shows a long name cut at the spec’s length with …, whole for screen readers and on hover', () => {
    const name = 'Soweto Jazz Under The Stars';
    const { container } = render(<ShortText rule="homeGrid" text={name} />);
    expect(visibleText(container)).toBe(`Soweto Jazz U${CUT_MARK}`);
    expect(screen.getByTitle(name)).toBeInTheDocument();
    expect(container).toHaveTextContent(name);
  });

  it('leaves a name that fits alone: no mark, no title, no hidden copy', () => {
    const { container } = render(<ShortText rule="homeGrid" text="Jazz Night" />);
    expect(container.textContent).toBe('Jazz Night');
    expect(container.querySelector('[title]')).toBeNull();
  });

  it('never splits a character: code points are counted', () => {
    expect(shortText('homeGrid', 'Café 🎷🎷🎷 Evening Sessions')).toBe(
      `${Array.from('Café 🎷🎷🎷 Evening Sessions').slice(0, 13).join('')}${CUT_MARK}`,
    );
  });
});
