import { EVENT_COPY } from '../messages.ts';
import styles from './venue-map.module.css';

/** A maps search for the venue (no third-party frame on our pages: it opens in a new tab). */
export const mapsSearchUrl = (venue: string) =>
  `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: venue })}`;

/** The venue, with its map one tap away. */
export function VenueMap({ venue }: { venue: string }) {
  return (
    <>
      <span>{venue}</span>{' '}
      <a href={mapsSearchUrl(venue)} target="_blank" rel="noopener noreferrer" className={styles.map}>
        {EVENT_COPY.openMap}
        <span className="visually-hidden"> {EVENT_COPY.newTab}</span>
      </a>
    </>
  );
}
