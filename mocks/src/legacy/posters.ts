import { EVENT_TYPES } from '@tix/contract/domain/constants';
import type { FastifyInstance } from 'fastify';
import type { EventRecord } from './model.ts';
import { uploadedPoster } from './poster-files.ts';
import type { Standin } from './store.ts';

// Generated posters: a background colour per category, the event's name, date and venue.
// Deterministic for a given event, so recorded responses stay stable.

const PALETTE = [
  '#b83280',
  '#6b46c1',
  '#2b6cb0',
  '#2c7a7b',
  '#2f855a',
  '#c05621',
  '#c53030',
  '#975a16',
  '#553c9a',
  '#285e61',
  '#9c4221',
  '#276749',
  '#1a365d',
  '#702459',
  '#744210',
  '#234e52',
] as const;

function colourFor(category: string): string {
  const index = EVENT_TYPES.findIndex((t) => t.toLowerCase() === category.toLowerCase());
  const slot = index >= 0 ? index : [...category].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  return PALETTE[slot % PALETTE.length] ?? PALETTE[0];
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Breaks a name into lines of at most `width` characters, on spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function posterSvg(event: EventRecord): string {
  const colour = colourFor(event.category);
  const title = wrap(event.name, 16)
    .map(
      (line, i) =>
        `<text x="60" y="${300 + i * 76}" font-size="64" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <rect width="800" height="1000" fill="${colour}"/>
  <circle cx="690" cy="120" r="220" fill="#ffffff" fill-opacity="0.12"/>
  <g fill="#ffffff" font-family="Helvetica, Arial, sans-serif">
  <text x="60" y="140" font-size="32" letter-spacing="4">${escapeXml(event.category.toUpperCase())}</text>
  ${title}
  <text x="60" y="860" font-size="36">${escapeXml(event.day)} · ${escapeXml(event.startTime.slice(0, 5))}</text>
  <text x="60" y="910" font-size="28" fill-opacity="0.85">${escapeXml(event.venue)}</text>
  </g>
</svg>
`;
}

/** `GET /posters/{businessid}/{eventid}/{file}`: the legacy's upload folder layout. */
export function registerPosters(app: FastifyInstance, standin: Standin): void {
  app.get<{ Params: { businessid: string; eventid: string; file: string } }>(
    '/posters/:businessid/:eventid/:file',
    (request, reply) => {
      const { businessid, eventid, file } = request.params;
      const event = standin.data.events.find(
        (e) =>
          String(e.id) === eventid &&
          String(e.businessId) === businessid &&
          e.poster !== '' &&
          e.poster === file,
      );
      if (!event) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
      const uploaded = uploadedPoster(standin.data, event.id, file);
      if (uploaded)
        return reply
          .type(uploaded.mimetype)
          .header('cache-control', 'public, max-age=300')
          .send(uploaded.data);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=300')
        .send(posterSvg(event));
    },
  );
}
