import type { WireRequest } from '@tix/bff/legacy/transport';
import {
  cancelAtProvider,
  type Fields,
  type ProviderAnswer,
  type ProviderSite,
  payAtProvider,
  showProviderPage,
} from '../legacy/payments/provider.ts';
import { bffLegacy, mockStandin, worldChanged } from './world.ts';

// Mock mode's payment providers: the pages `npm start` shows at /__pay/payfast and /__pay/ozow,
// answered in the browser by the stand-in's own provider functions over the mock world. The dev
// server (and the mock build's preview) turns a posted form into a GET of the same page
// (web/vite-mock-mode.ts), because a navigation never reaches MSW's worker; the page then runs here.

/** The provider addresses mock mode answers, as the stand-in's server names them. */
const PROVIDER_PATH = /^\/__pay\/(payfast|ozow)(?:\/(pay|cancel))?$/;

/** The provider's answer for this address, or null when it is not a provider page. */
export async function answerProviderPage(pathname: string, search: string): Promise<ProviderAnswer | null> {
  const match = PROVIDER_PATH.exec(pathname);
  if (!match) return null;
  const provider = match[1] === 'ozow' ? 'ozow' : 'payfast';
  const fields: Fields = Object.fromEntries(new URLSearchParams(search));
  const site: ProviderSite = {
    standin: mockStandin(),
    merchantNotifyUrl: 'http://legacy.mock/webservices.php?q=NOTIFY-URL-SMS-MARKETING',
    // The provider's notify goes to the legacy (the stand-in in memory), server to server.
    async notify(url, itn) {
      const target = new URL(url);
      const request: WireRequest = {
        operation: 'provider notify',
        method: 'POST',
        path: target.pathname,
        query: target.search.slice(1),
        headers: {},
        body: { type: 'form', text: itn.toString() },
        timeoutMs: 10_000,
      };
      const answer = await bffLegacy.send(request);
      return answer.status >= 200 && answer.status < 300;
    },
  };
  const answer =
    match[2] === 'pay'
      ? await payAtProvider(site, provider, fields)
      : match[2] === 'cancel'
        ? cancelAtProvider(fields)
        : showProviderPage(site, provider, fields);
  worldChanged();
  return answer;
}
