import { devices, type PlaywrightTestConfig } from '@playwright/test';

/** Debian's Chromium (no browser download) with the flags every suite runs it with. */
export const chromiumUse: PlaywrightTestConfig['use'] = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  screenshot: 'only-on-failure',
  trace: 'retain-on-failure',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};
