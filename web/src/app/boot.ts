// The page's first script: the global styles (inlined into index.html by the build), then the app.
// A page the BFF rendered (its answers sit in #ssr-data) is painted before the app's code is even
// fetched: on a phone the content shows while the JS downloads, instead of the JS competing with
// the first paint (and the first posters) for the connection. The plain SPA shell has nothing to
// paint, so it starts the app at once.
import '../ui/global.css';
import { SSR_DATA_ID } from './ssr-data.ts';

const start = () => void import('./main.tsx');

if (document.getElementById(SSR_DATA_ID)) {
  // The callback runs just before the next paint; the timeout, just after it.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
