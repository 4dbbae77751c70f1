import { type HttpHandler, http } from 'msw';
import { modelsOf } from '../legacy/model-models.ts';
import { uploadedPoster } from '../legacy/poster-files.ts';
import { posterSvg } from '../legacy/posters.ts';
import { emptied, failureFor, SLOW_MS } from './failures.ts';
import { problem, unavailable } from './respond.ts';
import { bff, mockStandin, session, worldChanged } from './world.ts';

// MSW as a thin adapter: every /api request goes to the BFF's own handlers in memory (world.ts),
// after the failure a developer picked (failures.ts). Paths the contract does not know answer a
// loud 501; the BFF's two file routes beside the contract (posters, model pictures) are served
// from the stand-in's data here, as the stand-in's image routes would.

// Anchored at the origin: Vite's dev server serves modules such as /src/features/x/api/y.ts.
const API = /^https?:\/\/[^/]+\/api\//;

const image = (body: string | Uint8Array<ArrayBuffer>, type: string) =>
  new Response(body, { headers: { 'content-type': type, 'cache-control': 'max-age=300' } });

/**
 * Posters: an uploaded one as it was sent, else the stand-in's generated art for the event, as its
 * drawing (SVG): the stand-in turns it into a JPEG with an image library no browser runs.
 */
const posters = http.get('*/api/posters/:businessId/:eventId/:file', ({ params }) => {
  const data = mockStandin().data;
  const event = data.events.find(
    (e) =>
      String(e.id) === params.eventId &&
      String(e.businessId) === params.businessId &&
      e.poster === params.file,
  );
  if (!event) return problem(404, 'Not found', 'There is no poster for that event.');
  const uploaded = uploadedPoster(data, event.id, String(params.file));
  return uploaded
    ? image(uploaded.data.slice(), uploaded.mimetype)
    : image(posterSvg(event), 'image/svg+xml');
});

/** Model pictures uploaded in this visit (the seed's models have none). */
const modelPictures = http.get('*/api/model-pictures/:businessId/:eventId/:file', ({ params }) => {
  const picture = modelsOf(mockStandin().data).pictures.get(`${params.eventId}/${params.file}`);
  if (!picture) return problem(404, 'Not found', 'This picture does not exist.');
  return image(picture.data.slice(), picture.mimetype);
});

/** Every other /api request: the in-memory BFF, or a 501 naming a path the contract does not know. */
const api = http.all(API, async ({ request }) => {
  const failure = failureFor(request);
  if (failure === 'error') return unavailable();
  if (failure === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
  const sent = mockStandin().outbox.list().length;
  const answer = await bff.handle(request, session, failure === 'empty' ? { reshape: emptied } : {});
  // Mock mode has no mailbox: what the stand-in "sent" (a verification code, an OTP) is shown here.
  for (const message of mockStandin().outbox.list().slice(sent))
    console.info(
      `[mock mode] ${message.channel} to ${message.to}: ${message.subject}${message.code ? ` (code ${message.code})` : ''}`,
    );
  if (answer && request.method !== 'GET') worldChanged();
  if (answer) return answer;
  const what = `${request.method} ${new URL(request.url).pathname}`;
  console.error(`[mock mode] No contract endpoint for ${what}: add it to contract/src/api.`);
  return problem(501, 'No mock handler', `Mock mode has no handler for ${what}.`);
});

/** MSW's handlers for mock mode, in order: the file routes, then the rest of /api. */
export const handlers: HttpHandler[] = [posters, modelPictures, api];
