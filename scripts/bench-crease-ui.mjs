#!/usr/bin/env node
// Benchmark (not a test): full Inside the Crease games per second in the browser, through the realism
// lab page (computer managers, the league's teams, seeds from 1, as `realism_crease`).
//
//   node scripts/bench-crease-ui.mjs [--games 328] [--runs 3] [--dist dist]
//
// 328 games is an 82-game season for the whole 8-team league. The lab plays in 10 ms slices,
// yielding to the browser between them, so the time includes what keeps the page responsive.
// Prints each run's wall time (measured in the page) and games a second. Build first with
// `trunk build --release --offline`. The native figure: `cargo run --release --bin bench_crease`.

import { parseArgs, run, withApp } from "./bench-lib.mjs";

run(async () => {
  const args = parseArgs(process.argv.slice(2), { games: 328, runs: 3, dist: "dist", viewport: "1280x800" });
  await withApp(args, async ({ app, page }) => {
    await app.open("#/lab");
    await page.waitForSelector('[data-testid="lab-game"]', { timeout: 15000 });
    await app.id("lab-game").selectOption("crease");
    for (let i = 1; i <= args.runs; i++) {
      await app.id("lab-games").fill(String(args.games));
      await app.id("lab-start").click();
      await page.waitForFunction(
        (n) => document.querySelector('[data-testid="lab-status"]')?.textContent.trim() === `Done: ${n} games.`,
        args.games,
        { timeout: 300_000, polling: 50 },
      );
      const timing = (await app.text("lab-timing")).trim();
      const m = /In ([\d.]+) s, (\d+) games a second/.exec(timing);
      console.log(`run ${i}: ${args.games} Inside the Crease games in ${m[1]} s (${m[2]} games/s in the browser)`);
    }
  });
});
