#!/usr/bin/env node
// Benchmark (not a test): how long the ICIH replay view takes to move one step through a long
// game, where the play-by-play holds every line of the game.
//
//   node scripts/bench-replay-ui.mjs [--steps 40] [--viewport 1280x800] [--dist dist]
//
// Builds nothing: serves the existing dist/ (build first with `trunk build --release
// --offline`) and opens the overtime fixture link (tests/e2e/fixtures/icih-overtime.txt, a
// whole regulation game of about a thousand lines) in the replay view. Then it clicks "step
// back" N times and clicks N log lines, timing each inside the page with performance.now(),
// from the click to the end of the next rendered frame after "Move X of Y" changed.
// Prints median, p95 and max in ms.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fmt, parseArgs, pct, run, withApp } from "./bench-lib.mjs";
import { ROOT } from "../tests/e2e/lib.mjs";

/** Installed in the page: times every click until the replay position has changed on screen. */
function instrument() {
  window.__bench = [];
  const position = () => document.querySelector('[data-testid="replay-step"]')?.textContent ?? "";
  document.addEventListener(
    "click",
    (e) => {
      const t0 = e.timeStamp;
      const before = position();
      const observer = new MutationObserver(() => {
        if (position() === before) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => window.__bench.push(performance.now() - t0);
          channel.port2.postMessage(0);
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      setTimeout(() => observer.disconnect(), 3000);
    },
    true,
  );
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { steps: 40, viewport: "1280x800", dist: "dist" });
  const record = readFileSync(join(ROOT, "tests/e2e/fixtures/icih-overtime.txt"), "utf8").trim();
  await withApp(args, async ({ app, page, width, height }) => {
    await app.open(`#/replay/${record}`);
    await page.waitForSelector('[data-testid="replay"]');
    await page.evaluate(instrument);
    const lines = await app.logLength();
    const measure = async (label, click) => {
      await page.evaluate(() => (window.__bench = []));
      for (let i = 0; i < args.steps; i++) {
        const before = await app.text("replay-step");
        await click(i);
        await page.waitForFunction((b) => document.querySelector('[data-testid="replay-step"]').textContent !== b, before);
      }
      await page.waitForTimeout(100);
      const v = (await page.evaluate(() => window.__bench)).sort((a, b) => a - b);
      console.log(`  ${label.padEnd(22)}${String(v.length).padStart(4)}${fmt(pct(v, 50))} ${fmt(pct(v, 95))} ${fmt(v[v.length - 1])}`);
    };
    console.log(`ICIH replay, ${width}x${height}, headless Chromium: ${lines} lines of play-by-play`);
    console.log(`  ${"".padEnd(22)}   n  median     p95     max   (ms from the click to the next frame)`);
    await measure("step back", () => app.id("replay-back").click());
    // Log lines from different moves, spread over the game.
    await measure("click a log line", async (i) => {
      const target = page.locator('[data-testid="log-line"]').nth(Math.floor(((i * 37) % lines) / 2) * 2);
      const wanted = await target.getAttribute("data-step");
      const now = /^Move (\d+)/.exec(await app.text("replay-step"))[1];
      await (wanted === now ? app.id("replay-back") : target).click();
    });
  });
}

run(main);
