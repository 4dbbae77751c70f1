/** Served from web/public: shown when an event has no poster. */
export const PLACEHOLDER_POSTER = '/placeholder-poster.svg';

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
      src={url ?? PLACEHOLDER_POSTER}
      alt={url ? `Poster: ${eventName}` : ''}
      width={600}
      height={450}
      loading={lazy && !priority ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
