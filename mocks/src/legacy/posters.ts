import { EVENT_TYPES } from '@tix/contract/domain/constants';
import type { EventRecord } from './model.ts';

// Generated posters that look like event art: a gradient per category, a picture that suits the
// category (stage lights, confetti, a grid, petals, rays, waves), the event's name, start time and
// venue. Drawn as SVG here (plain code, also run in the browser by mock mode); the stand-in serves
// it as a JPEG (poster-route.ts). No date on the art: a recording replays its events on days
// relative to the day it is played (mocks/src/wiremock/relative-dates.ts), and a date drawn into
// a picture would stay the recording's. Deterministic for a given event, so recorded responses
// stay stable.

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

/** A small deterministic generator (mulberry32) so each event's art differs but never changes. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Motif = 'stage' | 'waves' | 'confetti' | 'grid' | 'petals' | 'rays';

/** Which picture a category gets: lights on a stage for music, a grid for business, and so on. */
function motifFor(category: string): Motif {
  const c = category.toLowerCase();
  if (/music|festival|street|party|ps5|movie|frenzy/.test(c))
    return c.includes('music') || c.includes('movie') ? 'stage' : 'confetti';
  if (/business|network|conference|launch|team/.test(c)) return 'grid';
  if (/pageant|fashion|baby|tea|birth|empower/.test(c)) return 'petals';
  if (/religious|culture|tradition/.test(c)) return 'rays';
  return 'waves';
}

function motifSvg(motif: Motif, random: () => number): string {
  const n = (min: number, max: number) => Math.round(min + random() * (max - min));
  switch (motif) {
    case 'stage': {
      // Spotlights from the top and an audience's silhouette at the bottom.
      const beams = [120, 400, 680]
        .map(
          (x) =>
            `<polygon points="${x - 20},0 ${x + 20},0 ${x + n(120, 220)},700 ${x - n(120, 220)},700" fill="#ffffff" fill-opacity="0.10"/>`,
        )
        .join('');
      const crowd = Array.from({ length: 14 }, (_, i) => {
        const x = 20 + i * 58 + n(-8, 8);
        const r = n(26, 36);
        return `<circle cx="${x}" cy="${760 - r}" r="${r}"/><rect x="${x - r - 6}" y="${760 - r / 2}" width="${2 * r + 12}" height="120" rx="${r}"/>`;
      }).join('');
      return `${beams}<g fill="#000000" fill-opacity="0.35">${crowd}</g>`;
    }
    case 'confetti':
      return Array.from({ length: 60 }, () => {
        const x = n(0, 800);
        const y = n(0, 760);
        return `<rect x="${x}" y="${y}" width="${n(8, 22)}" height="${n(4, 10)}" rx="2" transform="rotate(${n(0, 180)} ${x} ${y})" fill="${['#ffd166', '#ef476f', '#06d6a0', '#ffffff'][n(0, 3)]}" fill-opacity="0.8"/>`;
      }).join('');
    case 'grid': {
      const lines = Array.from({ length: 11 }, (_, i) => {
        const p = i * 80;
        return `<line x1="${p}" y1="0" x2="${p}" y2="760"/><line x1="0" y1="${p}" x2="800" y2="${p}"/>`;
      }).join('');
      const dots = Array.from(
        { length: 9 },
        () => `<circle cx="${n(1, 9) * 80}" cy="${n(1, 9) * 80}" r="10"/>`,
      ).join('');
      return `<g stroke="#ffffff" stroke-opacity="0.14" stroke-width="2">${lines}</g><g fill="#ffffff" fill-opacity="0.5">${dots}</g>`;
    }
    case 'petals':
      return Array.from({ length: 7 }, () => {
        const cx = n(80, 720);
        const cy = n(80, 680);
        const r = n(40, 110);
        const petals = Array.from(
          { length: 6 },
          (_, k) =>
            `<ellipse cx="${cx}" cy="${cy - r / 2}" rx="${r / 4}" ry="${r / 2}" transform="rotate(${k * 60} ${cx} ${cy})"/>`,
        ).join('');
        return `<g fill="#ffffff" fill-opacity="0.13">${petals}</g>`;
      }).join('');
    case 'rays': {
      const rays = Array.from({ length: 18 }, (_, k) => {
        const a = (k * Math.PI) / 9;
        return `<polygon points="400,380 ${400 + 900 * Math.cos(a)},${380 + 900 * Math.sin(a)} ${400 + 900 * Math.cos(a + 0.12)},${380 + 900 * Math.sin(a + 0.12)}"/>`;
      }).join('');
      return `<g fill="#ffffff" fill-opacity="0.09">${rays}</g><circle cx="400" cy="380" r="${n(90, 130)}" fill="#ffd166" fill-opacity="0.45"/>`;
    }
    default:
      return Array.from({ length: 6 }, (_, i) => {
        const y = 160 + i * 100 + n(-20, 20);
        return `<path d="M0 ${y} C 200 ${y - n(40, 90)}, 600 ${y + n(40, 90)}, 800 ${y}" stroke="#ffffff" stroke-opacity="${0.08 + i * 0.03}" stroke-width="${n(10, 30)}" fill="none"/>`;
      }).join('');
  }
}

/** Generated event art: a gradient, a picture for the category, the name, start time and venue. */
export function posterSvg(event: EventRecord): string {
  const colour = colourFor(event.category);
  const random = seeded(event.id * 7919 + event.name.length);
  const second =
    PALETTE[(PALETTE.indexOf(colour as (typeof PALETTE)[number]) + 5) % PALETTE.length] ?? '#1a365d';
  const title = wrap(event.name, 16)
    .slice(0, 4)
    .map(
      (line, i) =>
        `<text x="60" y="${610 - (Math.min(wrap(event.name, 16).length, 4) - 1 - i) * 72}" font-size="64" font-weight="800">${escapeXml(line)}</text>`,
    )
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}"/>
      <stop offset="1" stop-color="${second}"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.45" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.65"/>
    </linearGradient>
  </defs>
  <rect width="800" height="1000" fill="url(#bg)"/>
  ${motifSvg(motifFor(event.category), random)}
  <rect width="800" height="1000" fill="url(#shade)"/>
  <g fill="#ffffff" font-family="Helvetica, Arial, sans-serif">
  <rect x="60" y="70" width="${Math.min(680, 40 + event.category.length * 20)}" height="52" rx="26" fill="#000000" fill-opacity="0.3"/>
  <text x="82" y="106" font-size="26" letter-spacing="4">${escapeXml(event.category.toUpperCase())}</text>
  ${title}
  <rect x="60" y="690" width="680" height="4" fill="#ffd166"/>
  <text x="60" y="770" font-size="40" font-weight="700">Doors ${escapeXml(event.startTime.slice(0, 5))}</text>
  <text x="60" y="830" font-size="30" fill-opacity="0.9">${escapeXml(event.venue)}</text>
  <text x="60" y="930" font-size="24" fill-opacity="0.75" letter-spacing="2">TICKETS ON TIX</text>
  </g>
</svg>
`;
}
