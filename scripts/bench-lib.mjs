// What the browser benchmarks share: argument parsing, a browser on the built dist/, and the
// percentile figures they print. Benchmarks print figures and assert nothing.

import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { startServer } from "./serve-dist.mjs";
import { App, CHROMIUM, CHROMIUM_ARGS, PROJECTS, ROOT, chromium } from "../tests/e2e/lib.mjs";

/** `--name value` pairs over `defaults` (numbers stay numbers); an unknown name exits. */
export function parseArgs(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, "");
    if (!(key in out)) {
      console.error(`unknown argument: ${argv[i]}`);
      process.exit(2);
    }
    out[key] = typeof out[key] === "number" ? Number(argv[++i]) : argv[++i];
  }
  return out;
}

export const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const fmt = (x) => x.toFixed(1).padStart(7);

/**
 * Serves `dist` (relative to the repository) and runs `body({ app, page, width, height })` in a
 * fresh desktop-project page of headless Chromium at `viewport` ("WxH"); cleans up after.
 */
export async function withApp({ dist, viewport }, body) {
  const root = resolve(ROOT, dist);
  if (!existsSync(join(root, "index.html"))) {
    console.error(`No build at ${root}: run \`trunk build --release --offline\` first.`);
    process.exit(2);
  }
  const [width, height] = viewport.split("x").map(Number);
  const project = { ...PROJECTS[0], context: { ...PROJECTS[0].context, viewport: { width, height } } };
  const { server, url } = await startServer(root, 0);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(project.context);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await body({ app: new App(page, project, url), page, width, height });
  } finally {
    server.closeAllConnections?.();
    await new Promise((r) => server.close(() => r()));
    await browser.close();
  }
}

/** Runs a benchmark's main, printing any failure and exiting non-zero. */
export function run(main) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
