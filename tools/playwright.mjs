// ESM entry to the pinned playwright-core in tools/node_modules, usable from
// anywhere in the repo (a bare `import "playwright-core"` from tests/ would not
// find tools/node_modules):
//
//   import { chromium, launchChromium } from "../../tools/playwright.mjs";
//   const browser = await launchChromium();
//
// launchChromium uses Debian's /usr/bin/chromium (playwright never downloads a
// browser here), headless, with flags that work as root and without network.
import pw from "playwright-core";

export const { chromium, devices, errors } = pw;
export default pw;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchChromium(options = {}) {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    ...options,
    args: [...CHROMIUM_ARGS, ...(options.args || [])],
  });
}
