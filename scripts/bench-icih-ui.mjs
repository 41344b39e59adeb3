#!/usr/bin/env node
// Benchmark (not a test): how long the ICIH table takes to answer a card dropped on the pile.
//
//   node scripts/bench-icih-ui.mjs [--drags 30] [--skip 0] [--viewport 1280x800] [--dist dist]
//                                  [--css "extra CSS rules, for experiments"]
//
// Builds nothing: serves the existing dist/ (build first with `trunk build --release
// --offline`), starts an Ice Cold Ice Hockey game against the computer with the computer's
// pause at 0, and makes N real mouse drags of live cards onto the pile (buttons are clicked
// when no card is live, as in the e2e tests). `--skip K` plays K card drops first without
// measuring them, to measure later in a game (a longer play-by-play).
//
// Measured inside the page with performance.now(), from the pointerup that drops the card
// (the event's timeStamp) to:
//   dom    the first DOM change showing the move (the hand or the newest log line changed),
//          seen by a MutationObserver;
//   frame  the end of the next rendered frame after that change (requestAnimationFrame, then a
//          message posted from it: style, layout and paint of the updated table are done).
// Prints median, p95 and max in ms for both; when the measured drops span a long stretch of
// the game, also by how far into the game they came (a game has ~300 moves and ~1000 lines of
// play-by-play). `--drags 1000` measures every drop of a whole game.

import { fmt, parseArgs, pct, run, withApp } from "./bench-lib.mjs";
import { mouseDrag, playOn, startIcih } from "../tests/e2e/icih.mjs";

/** Installed in the page: times every drop of a hand card until the table shows the move. */
function instrument() {
  window.__bench = [];
  const stepNow = () => document.querySelector('[data-testid="log"] [data-testid="log-line"]')?.dataset.step ?? "";
  const handNow = () => [...document.querySelectorAll('[data-testid="hand-card"]')].map((e) => e.dataset.card).join(",");
  let pending = null;
  document.addEventListener(
    "pointerup",
    (e) => {
      if (!e.target.closest?.('[data-testid="hand-card"]') || !window.__measure) return;
      pending?.stop();
      const t0 = e.timeStamp;
      const step0 = stepNow();
      const hand0 = handNow();
      const observer = new MutationObserver(() => {
        if (stepNow() === step0 && handNow() === hand0) return;
        const dom = performance.now() - t0;
        pending.stop();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            window.__bench.push({ dom, frame: performance.now() - t0, step: Number(stepNow()), lines: document.querySelectorAll('[data-testid="log-line"]').length });
          };
          channel.port2.postMessage(0);
        });
      });
      const timer = setTimeout(() => pending?.stop(), 3000);
      pending = {
        stop() {
          observer.disconnect();
          clearTimeout(timer);
          pending = null;
        },
      };
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    },
    true,
  );
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { drags: 30, skip: 0, viewport: "1280x800", dist: "dist", css: "" });
  await withApp(args, async ({ app, page, width, height }) => {
    await startIcih(app, { pause: "0" });
    await page.evaluate(instrument);
    if (args.css) await page.addStyleTag({ content: args.css });
    let drops = 0;
    await playOn(app, {
      dragCard: async (card) => {
        await page.evaluate((on) => (window.__measure = on), drops >= args.skip);
        drops++;
        await mouseDrag(app, card);
      },
      stop: (s) => drops >= args.skip + args.drags || s.final,
      maxMoves: 5000,
    });
    await page.waitForTimeout(200);
    const samples = await page.evaluate(() => window.__bench);
    if (!samples.length) throw new Error("no drops were measured");
    console.log(
      `ICIH table, ${width}x${height}, headless Chromium: ${samples.length} measured drops ` +
        `(${args.skip} skipped first), moves ${samples[0].step}-${samples[samples.length - 1].step}, ` +
        `play-by-play lines in the page ${samples[0].lines}-${samples[samples.length - 1].lines}`,
    );
    const table = (label, rows) => {
      console.log(`${label.padEnd(24)}   n  median     p95     max   (ms from the drop)`);
      for (const key of ["dom", "frame"]) {
        const v = rows.map((s) => s[key]).sort((a, b) => a - b);
        console.log(`  ${key.padEnd(20)}${String(v.length).padStart(4)}${fmt(pct(v, 50))} ${fmt(pct(v, 95))} ${fmt(v[v.length - 1])}`);
      }
    };
    table("all drops", samples);
    const buckets = [[0, 100], [100, 200], [200, Infinity]];
    if (samples[samples.length - 1].step - samples[0].step > 100) {
      for (const [lo, hi] of buckets) {
        const rows = samples.filter((s) => s.step >= lo && s.step < hi);
        if (rows.length) table(`moves ${lo}-${hi === Infinity ? "" : hi}`, rows);
      }
    }
  });
}

run(main);
