import { http } from 'msw';
import { posterSvg } from '../../legacy/posters.ts';
import { problem } from '../respond.ts';
import { campaignWorldState } from '../state.ts';

// Event posters as the BFF serves them (`GET /api/posters/:businessId/:eventId/:file`, a file
// route outside the JSON contract): the stand-in's generated art for the event, so mock mode
// shows the same pictures as `npm start`. As the drawing itself (SVG): the stand-in turns it into
// the JPEG a real poster is (legacy/poster-route.ts) with an image library that does not run in
// a browser.
export const posterHandlers = [
  http.get('*/api/posters/:businessId/:eventId/:file', ({ params }) => {
    const event = campaignWorldState().events.find(
      (e) => String(e.id) === params.eventId && String(e.businessId) === params.businessId,
    );
    if (!event) return problem(404, 'Not found', 'There is no poster for that event.');
    return new Response(posterSvg(event), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=300' },
    });
  }),
];
