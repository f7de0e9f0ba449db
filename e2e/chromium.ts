/**
 * Debian's Chromium and the flags it starts reliably with in a container without network (STACK.md).
 * Shared by the journeys (playwright.config.ts) and the bench's Lighthouse runs (scripts/benchLighthouse.ts).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
