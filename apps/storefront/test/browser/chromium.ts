import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';

/**
 * Debian's Chromium (`apt-get install chromium`), never a downloaded browser build:
 * CHROMIUM_PATH overrides the location.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
