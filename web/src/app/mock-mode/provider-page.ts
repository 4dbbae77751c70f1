// Mock mode's payment provider pages (/__pay/payfast, /__pay/ozow and their Pay and Cancel): the
// stand-in's own provider runs here, over the visit's mock world, as it runs on `npm start`; Pay
// confirms the payment in that world and returns to the shop. The dev server sends a posted
// provider form here as a GET (web/vite-mock-mode.ts). Production never loads this module.

/** Whether this address is a provider's page rather than the app's. */
export const isProviderPage = (pathname: string) => pathname.startsWith('/__pay/');

export async function showProviderPage(): Promise<void> {
  const mocks = await import('@tix/mocks/msw/browser');
  // The visit's world and login, as the app left them; Pay's change is saved back before leaving.
  mocks.persistMockSession(window.sessionStorage, '', window);
  const answer = await mocks.answerProviderPage(window.location.pathname, window.location.search);
  if (!answer) return;
  if ('redirect' in answer) {
    window.location.replace(answer.redirect);
    return;
  }
  const page = new DOMParser().parseFromString(answer.html, 'text/html');
  document.replaceChild(document.adoptNode(page.documentElement), document.documentElement);
}
