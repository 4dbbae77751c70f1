import { describe, expect, it } from 'vitest';
import { withEventsPreload } from '../src/plugins/web.ts';

const html = '<html><head><title>Tix</title></head><body></body></html>';

describe('the home page preloads its events', () => {
  it('asks for the same URL the home asks for', () => {
    expect(withEventsPreload(html, '')).toContain(
      '<link rel="preload" href="/api/events" as="fetch" crossorigin="anonymous">',
    );
    expect(withEventsPreload(html, 'province=Western Cape&x=1')).toContain(
      'href="/api/events?province=Western+Cape"',
    );
    expect(withEventsPreload(html, 'category=music')).toContain('href="/api/events?category=music"');
  });

  it('keeps a province over a category, as the home does, and escapes the attribute', () => {
    expect(withEventsPreload(html, 'province=Gauteng&category=music')).toContain(
      'href="/api/events?province=Gauteng"',
    );
    expect(withEventsPreload(html, 'category=a"b')).toContain('href="/api/events?category=a%22b"');
  });
});
