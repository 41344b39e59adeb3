#!/usr/bin/env node
// Benchmark (not a test): full 4th Street Hockey games per second in the browser, through the
// realism lab page (computer managers, the league's teams, seeds from 1, as
// `realism_fourth_street`).
//
//   node scripts/bench-fourth-street-ui.mjs [--games 328] [--runs 3] [--dist dist]
//
// 328 games is an 82-game season for the whole 8-team league. The lab plays in 10 ms slices,
// yielding to the browser between them, so the time includes what keeps the page responsive.
// The league's cards are built once per page (`sheet_for` caches them), so the first run also
// pays for building them; later runs on the same page only play. Prints each run's wall time
// (measured in the page) and games a second. Build first with `trunk build --release --offline`.
// The native figure: `cargo run --profile bench-native --bin bench_fourth_street`.

import { parseArgs, run, withApp } from "./bench-lib.mjs";

run(async () => {
  const args = parseArgs(process.argv.slice(2), { games: 328, runs: 3, dist: "dist", viewport: "1280x800" });
  await withApp(args, async ({ app, page }) => {
    await app.open("#/lab");
    await page.waitForSelector('[data-testid="lab-game"]', { timeout: 15000 });
    await app.id("lab-game").selectOption("fourth-street");
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
      const note = i === 1 ? " (with building the league's cards)" : "";
      console.log(`run ${i}: ${args.games} 4th Street Hockey games in ${m[1]} s (${m[2]} games/s in the browser)${note}`);
    }
  });
});
