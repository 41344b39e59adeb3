#!/usr/bin/env node
// Benchmark (not a test): a whole season of each sim played in the browser from its season
// page (computer managers, the league's eight teams, 82 games a team = 328 games), with the
// longest frame while it plays and the season's saved size.
//
//   node scripts/bench-season-ui.mjs [--games 82] [--dist dist]
//
// The page plays in 25 ms slices and draws between them; the longest frame is the longest gap
// between animation frames seen while the season plays. Build first with
// `trunk build --release --offline`. The native figure: `cargo run --profile bench-native --bin bench_season`.

import { parseArgs, run, withApp } from "./bench-lib.mjs";

const SIMS = [
  ["open-ice", "Open Ice"],
  ["crease", "Inside the Crease"],
  ["fourth-street", "4th Street Hockey"],
];

run(async () => {
  const args = parseArgs(process.argv.slice(2), { games: 82, dist: "dist", viewport: "1280x800" });
  await withApp(args, async ({ app, page }) => {
    for (const [slug, name] of SIMS) {
      await app.open("#/");
      await page.evaluate((s) => localStorage.removeItem(`rinkside.season.${s}`), slug);
      await page.evaluate((s) => {
        location.hash = `#/season/${s}`;
      }, slug);
      await page.waitForSelector('[data-testid="start-season"]', { timeout: 15000 });
      await app.id("season-length").selectOption(String(args.games));
      await app.id("start-season").click();
      await page.waitForSelector('[data-testid="season-rest"]');
      // Watch frames from the click to the season's end.
      await page.evaluate(() => {
        window.__frames = { last: performance.now(), longest: 0, start: performance.now(), end: null };
        const tick = (now) => {
          const f = window.__frames;
          f.longest = Math.max(f.longest, now - f.last);
          f.last = now;
          if (f.end === null) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await app.id("season-rest").click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="season-progress-text"]')?.textContent.startsWith("Season over"),
        null,
        { timeout: 600_000, polling: 20 },
      );
      const figures = await page.evaluate((s) => {
        const f = window.__frames;
        f.end = performance.now();
        return {
          seconds: (f.end - f.start) / 1000,
          longest: f.longest,
          bytes: (localStorage.getItem(`rinkside.season.${s}`) || "").length,
          games: Number(document.querySelector('[data-testid="season-progress"]').getAttribute("max")),
        };
      }, slug);
      console.log(
        `${name}: ${figures.games} games in ${figures.seconds.toFixed(2)} s in the browser; ` +
          `longest frame ${figures.longest.toFixed(0)} ms; saved season ${figures.bytes.toLocaleString("en")} characters`,
      );
    }
  });
});
