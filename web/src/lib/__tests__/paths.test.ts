import { describe, expect, it } from 'vitest';
import { linkTo, paths } from '../paths.ts';

describe('linkTo', () => {
  it('fills path parameters, encoded', () => {
    expect(linkTo(paths.event, { params: { eventId: '12' } })).toBe('/event/12/tickets');
    expect(linkTo(paths.checkout, { params: { eventId: 'a/b', token: 't' } })).toBe('/checkout/a%2Fb/t');
  });

  it('appends the query and leaves out what is undefined', () => {
    expect(linkTo(paths.category, { query: { category: 'Jazz & Blues', province: undefined } })).toBe(
      '/category?category=Jazz+%26+Blues',
    );
    expect(linkTo(paths.home, { query: {} })).toBe('/');
  });
});
