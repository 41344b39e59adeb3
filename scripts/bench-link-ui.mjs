#!/usr/bin/env node
// Benchmark (not a test): playing Ice Cold Ice Hockey by link in the browser (issue 25). Two
// contexts of headless Chromium (no shared storage) play a game's first links, each side
// choosing as the end-to-end test does, and each link is opened by address as a friend would.
//
//   node scripts/bench-link-ui.mjs [--links 60] [--viewport 1280x800] [--dist dist]
//
// Serves the existing dist/ (build first with `trunk build --release --offline`). Prints, in
// ms: starting the game (the first deck masked and shuffled, saved, on screen), opening each
// link (taking it in: checking it, unmasking, replaying the game, saving, drawing the table)
// and each move (the move, any unmaskings it owes, sealing the link, saving, drawing), with
// the link lengths. "The app's link work" is the app's own timing of the protocol and replay
// alone (the link panel's data-work-ms); the work runs in slices between frames, and "longest
// slice" is the most the page waited on it at once (data-slice-ms). "On screen" adds saving,
// drawing and, for moves, the driver's clicks. The first link opened in a tab also loads the
// game's code. Long tasks (over 50 ms, the browser's own PerformanceObserver) are counted on
// both pages from the start of the game.

import { fmt, parseArgs, pct, run, withApp } from "./bench-lib.mjs";
import { App } from "../tests/e2e/lib.mjs";
import { decide, linkToSend, status } from "../tests/e2e/link-play.mjs";

const since = (page, t0) => page.evaluate((t) => performance.now() - t, t0);
/** The app's own figure for its last piece of link work (ms), from the link panel. */
const work = (app) => app.page.evaluate(() => Number(document.querySelector('[data-testid="link-panel"]')?.dataset.workMs ?? NaN));
/** The longest slice of that work (ms). */
const slice = (app) => app.page.evaluate(() => Number(document.querySelector('[data-testid="link-panel"]')?.dataset.sliceMs ?? NaN));
/** Where its longest slice ran (the pauses in the code before and after it). */
const sliceAt = (app) => app.page.evaluate(() => document.querySelector('[data-testid="link-panel"]')?.dataset.sliceAt ?? "");
/** Its last slice: what follows the last pause (saving the game, among others). */
const lastSlice = (app) => app.page.evaluate(() => Number(document.querySelector('[data-testid="link-panel"]')?.dataset.lastSliceMs ?? NaN));
/** Counts the page's long tasks (over 50 ms) from now on. */
const watchLongTasks = (app) => app.page.evaluate(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: "longtask" });
});
const longTasks = (app) => app.page.evaluate(() => window.__longTasks ?? []);

run(async () => {
  const args = parseArgs(process.argv.slice(2), { links: 60, viewport: "1280x800", dist: "dist" });
  await withApp(args, async ({ app: home, page }) => {
    const friendContext = await page.context().browser().newContext(home.project.context);
    const away = new App(await friendContext.newPage(), home.project, home.baseUrl);
    await home.open("#/");
    await home.id("opt-opponent").selectOption("link");
    await watchLongTasks(home);
    const t0 = await page.evaluate(() => performance.now());
    await home.id("start-icih").click();
    await page.waitForSelector('[data-testid="link-text"]', { timeout: 15000 });
    const start = await since(page, t0);
    const startWork = await work(home);
    const startSlice = await slice(home);
    await away.open("#/");
    await watchLongTasks(away);
    const apps = { home, away };
    let holder = "home";
    const opens = [];
    const firstOpen = [];
    const moves = [];
    const openWork = [];
    const moveWork = [];
    const lengths = [];
    const deckWork = [];
    const openSlices = [];
    const openLastSlices = [];
    const longest = [];
    const moveSlices = [];
    for (let n = 0; n < args.links; n++) {
      const me = apps[holder];
      const other = apps[holder === "home" ? "away" : "home"];
      const url = await linkToSend(me);
      if (!url) break;
      lengths.push(url.length);
      // The table after the link: its status or its own link to send changes.
      const shown = () => `${document.querySelector('[data-testid="link-status"]')?.textContent}|${document.querySelector('[data-testid="link-text"]')?.value}`;
      const before = await other.page.evaluate(shown);
      const t1 = await other.page.evaluate((hash) => {
        const t = performance.now();
        location.hash = hash;
        return t;
      }, url.slice(url.indexOf("#")));
      await other.page.waitForFunction(
        ([b, f]) => location.hash.startsWith("#/play/") && document.querySelector('[data-testid="link-panel"]') && new Function(`return (${f})()`)() !== b,
        [before, shown.toString()], { timeout: 15000 });
      (n < 2 ? firstOpen : opens).push(await since(other.page, t1));
      openWork.push(await work(other));
      openSlices.push(await slice(other));
      longest.push([openSlices[openSlices.length - 1], `a link: ${await sliceAt(other)}`]);
      openLastSlices.push(await lastSlice(other));
      // A link that carries a deck step (its points and shuffle proof) is the long kind.
      if (url.length > 4000) deckWork.push(openWork[openWork.length - 1]);
      while ((await status(other)) === "Your move") {
        const t2 = await other.page.evaluate(() => performance.now());
        await decide(other);
        moves.push(await since(other.page, t2));
        moveWork.push(await work(other));
        moveSlices.push(await slice(other));
        longest.push([moveSlices[moveSlices.length - 1], `a move: ${await sliceAt(other)}`]);
      }
      if ((await status(other)).startsWith("Final")) break;
      holder = holder === "home" ? "away" : "home";
    }
    const line = (name, xs) => {
      const s = [...xs].sort((a, b) => a - b);
      console.log(`  ${name.padEnd(34)} ${String(s.length).padStart(4)} ${fmt(pct(s, 50))} ${fmt(pct(s, 95))} ${fmt(s[s.length - 1])}`);
    };
    console.log(`playing by link in the browser, ${args.viewport}, ${lengths.length} links:`);
    console.log(`  starting the game (first deck): ${fmt(start)} ms on screen, ${fmt(startWork)} ms of it the app's link work, longest slice ${fmt(startSlice)} ms`);
    console.log(`  what                                  n   median      p95      max (ms)`);
    line("opening a tab's first link (+code)", firstOpen);
    line("opening a link, on screen", opens);
    line("  of which the app's link work", openWork);
    line("  a link with a deck step: app's work", deckWork);
    line("  longest slice of a link's work", openSlices);
    line("  last slice of a link's work (saving)", openLastSlices);
    line("a move, on screen (with 2 clicks)", moves);
    line("  of which the app's link work", moveWork);
    line("  longest slice of a move's work", moveSlices);
    longest.sort((a, b) => b[0] - a[0]);
    console.log("  the longest slices, and where they ran:");
    for (const [ms, where] of longest.slice(0, 5)) console.log(`    ${fmt(ms)} ms  ${where}`);
    const tasks = [...(await longTasks(home)), ...(await longTasks(away))].sort((a, b) => a - b);
    console.log(`  long tasks (over 50 ms) on both pages: ${tasks.length}${tasks.length ? `, longest ${fmt(tasks[tasks.length - 1])} ms` : ""}`);
    const sorted = [...lengths].sort((a, b) => a - b);
    console.log(`  link length: median ${pct(sorted, 50)}, longest ${sorted[sorted.length - 1]} characters`);
  });
});
