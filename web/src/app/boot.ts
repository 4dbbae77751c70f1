// The page's first script: the global styles (inlined into index.html by the build), then the app.
// A page the BFF rendered (its answers sit in #ssr-data) is painted before the app's code is even
// fetched: on a phone the content shows while the JS downloads, instead of the JS competing with
// the first paint (and the first posters) for the connection. The plain SPA shell has nothing to
// paint, so it starts the app at once.
import '../ui/global.css';
import { SSR_DATA_ID } from './ssr-data.ts';

const start = () => void import('./main.tsx');

if (document.getElementById(SSR_DATA_ID)) {
  // Once the first paint has been shown: the paint timing entry comes when the frame was
  // presented, which on a phone is well after the frame callback (requestAnimationFrame) that once
  // started the app; by then the app's code had often downloaded, and the first paint waited on it
  // in Lighthouse's model of a phone (issue 48). A page never painted (a hidden tab) starts anyway.
  let go = () => {
    go = () => {};
    start();
  };
  new PerformanceObserver(() => go()).observe({ type: 'paint', buffered: true });
  setTimeout(() => go(), 1500);
} else {
  start();
}
