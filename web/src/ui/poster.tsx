import { POSTER_PLACEHOLDER_PATH } from '@tix/contract/domain/posters';
import type { SyntheticEvent } from 'react';

/**
 * A poster that does not load (the legacy lost it, or is down) shows the placeholder, never a
 * broken image. The BFF already answers a poster the legacy lacks with the placeholder, also for
 * server-rendered pages; this covers the rest. Once only: a placeholder that fails stays as it is.
 */
function toPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (img.getAttribute('src') === POSTER_PLACEHOLDER_PATH) return;
  img.src = POSTER_PLACEHOLDER_PATH;
  img.alt = '';
}

interface PosterProps {
  url: string | null;
  eventName: string;
  className?: string;
  lazy?: boolean;
  /** Above the fold and likely the page's largest paint: load it first (eager, high priority). */
  priority?: boolean;
}

/** An event's poster, or the placeholder (decorative, so it has an empty alt). */
export function Poster({ url, eventName, className, lazy = false, priority = false }: PosterProps) {
  return (
    <img
      className={className}
      src={url ?? POSTER_PLACEHOLDER_PATH}
      alt={url ? `Poster: ${eventName}` : ''}
      width={600}
      height={450}
      loading={lazy && !priority ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      onError={toPlaceholder}
    />
  );
}
