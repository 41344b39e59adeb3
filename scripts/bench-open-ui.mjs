#!/usr/bin/env node
// Benchmark (not a test): how long each game's first page takes to open on a warm cache (the
// service worker has cached the build, as after a first visit), and what the games'
// stylesheets, fetched beside the first chunk, add to it.
//
//   node scripts/bench-open-ui.mjs [--viewport 1280x800] [--dist dist] [--linger ms]
//
// --linger: how long each tab rests on the lobby before the page is opened (a person reading
// it); the app's chunk is warmed up from the cache after 1 s there.
//
// Builds nothing: serves the existing dist/ (build first with `trunk build --release
// --offline`). Opens the lobby, waits for the service worker to take control, reloads, then
// opens each page in a fresh tab of the same browser (so each is the first game of its page),
// timing from the address change to the page on screen. "Styles wait" is how long the last
// stylesheet arrived after the page's chunk (0 when the chunk came last). Prints ms.

import { fmt, parseArgs, run, withApp } from "./bench-lib.mjs";
import { readFileSync } from "node:fs";

const fixture = (name) => readFileSync(new URL(`../tests/e2e/fixtures/${name}`, import.meta.url), "utf8").trim();

const PAGES = [
  ["Open Ice new game", "#/new/open-ice", '[data-testid="oi-setup"]'],
  ["Inside the Crease new game", "#/new/crease", '[data-testid="cr-setup"]'],
  ["4th Street new game", "#/new/fourth-street", '[data-testid="fs-setup"]'],
  ["team builder", "#/teams", '[data-testid="team-builder"]'],
  ["realism lab", "#/lab", '[data-testid="lab"]'],
  ["ICIH replay (a share link)", `#/replay/${fixture("icih-overtime.txt")}`, '[data-testid="replay"]'],
  ["4th Street replay", `#/replay/${fixture("fourth-street-shootout.txt")}`, '[data-testid="replay"]'],
];

run(async () => {
  const args = parseArgs(process.argv.slice(2), { viewport: "1280x800", dist: "dist", linger: "0" });
  await withApp(args, async ({ page, app }) => {
    await app.open("#/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const context = page.context();
    console.log(`warm cache, ${args.viewport}, ${args.linger} ms on the lobby first: page   open ms  styles wait ms`);
    for (const [name, hash, selector] of PAGES) {
      const tab = await context.newPage();
      await tab.goto(`${app.baseUrl}#/`);
      await tab.waitForSelector('[data-testid="lobby"]');
      if (Number(args.linger) > 0) await tab.waitForTimeout(Number(args.linger));
      const t0 = await tab.evaluate((h) => {
        const start = performance.now();
        location.hash = h;
        return start;
      }, hash);
      await tab.waitForSelector(selector, { timeout: 15000 });
      const figures = await tab.evaluate((start) => {
        const entries = performance.getEntriesByType("resource");
        const end = (pred) => Math.max(0, ...entries.filter((e) => pred(e.name)).map((e) => e.responseEnd));
        const chunks = end((n) => /split_|chunk_/.test(n) && n.endsWith(".wasm"));
        const styles = end((n) => /\/pkg-[^/]+\/[a-z-]+\.css$/.test(n));
        return { open: performance.now() - start, wait: Math.max(0, styles - chunks) };
      }, t0);
      console.log(`  ${name.padEnd(28)} ${fmt(figures.open)} ${fmt(figures.wait)}`);
      await tab.close();
    }
  });
});
