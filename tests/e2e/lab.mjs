// End-to-end test for the realism lab page (src/ui/lab/): it runs computer games in the
// browser in slices, shows progress, can be cancelled, and draws every figure against its band.

import { assert, assertEqual, waitFor } from "./lib.mjs";
import { choose, settle, snap, startIcih } from "./icih.mjs";

export const LAB_TESTS = [
  {
    name: "realism lab: runs games with progress, draws the figures against their bands, cancels",
    async run(t) {
      const app = await t.newApp();
      await app.open("#/");
      await app.press("open-lab");
      await app.page.waitForSelector('[data-testid="lab"]');
      assertEqual(await app.text("lab-status"), "Not run yet.", "status before a run");

      // Every status the page shows is recorded inside the page, so a fast machine that finishes
      // between two polls cannot hide the progress from the test.
      await app.page.evaluate(() => {
        const status = document.querySelector('[data-testid="lab-status"]');
        window.__labStatuses = [];
        new MutationObserver(() => window.__labStatuses.push(status.textContent)).observe(status, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
      await app.id("lab-games").fill("1000");
      await app.press("lab-start");
      await waitFor(async () => (await app.text("lab-status")) === "Done: 1000 games.", "the run to finish", 60000);
      const statuses = await app.page.evaluate(() => window.__labStatuses.slice());
      const partial = [...new Set(statuses.filter((s) => /^\d+ of 1000 games…$/.test(s)))];
      console.log(`  lab progress steps: ${partial.length}`);
      const counts = partial.map((s) => Number(s.split(" ")[0]));
      // The run yields between slices: the page showed progress part way, more than once.
      assert(counts.some((c) => c > 0 && c < 1000), `progress shown part way: ${JSON.stringify(partial)}`);
      assert(partial.length >= 3, `progress moved in several steps: ${JSON.stringify(partial)}`);
      assertEqual(counts, [...counts].sort((a, b) => a - b), "progress only goes up");
      const value = await app.id("lab-progress").evaluate((p) => [p.value, p.max]);
      assertEqual(value, [1000, 1000], "progress bar at the end");
      assertEqual(await app.count("lab-row"), 8, "eight figures in the table");
      assertEqual(await app.page.locator('[data-testid="lab-chart"] [data-testid="lab-bar"]').count(), 8, "eight bars in the chart");
      const names = await app.page.locator('[data-testid="lab-row"] th').allTextContents();
      assert(names.includes("goals") && names.includes("save percentage") && names.includes("games to a shootout"), `figure names: ${names}`);
      const goals = await app.page.locator('[data-testid="lab-row"]').first().locator("td").first().textContent();
      assert(Number(goals) > 1 && Number(goals) < 6, `goals per team per game looks like hockey: ${goals}`);

      // A long run can be cancelled part way.
      await app.id("lab-games").fill("5000");
      await app.press("lab-start");
      await waitFor(async () => /of 5000 games…$/.test(await app.text("lab-status")), "the long run to start");
      await app.press("lab-cancel");
      const cancelled = await waitFor(async () => {
        const s = await app.text("lab-status");
        return /^Cancelled after \d+ of 5000 games\.$/.test(s) ? s : null;
      }, "the cancelled status");
      const n = Number(/after (\d+)/.exec(cancelled)[1]);
      assert(n > 0 && n < 5000, `cancelled part way (${n})`);
      await app.page.waitForTimeout(300);
      assertEqual(await app.text("lab-status"), cancelled, "no games run after cancelling");
    },
  },
  {
    name: "realism lab: a short 4th Street Hockey run on each of the book's two timers finishes and shows its figures; the standard timer gives more shots",
    async run(t) {
      const app = await t.newApp();
      await app.open("#/lab");
      await app.page.waitForSelector('[data-testid="lab-game"]');
      const offered = await app.page.locator('[data-testid="lab-game"] option').evaluateAll((os) => os.map((o) => [o.value, o.textContent]));
      const fourth = offered.find(([value]) => value === "fourth-street");
      assert(fourth && /^4th Street Hockey, standard 12\/6 timer/.test(fourth[1]), `4th Street Hockey on the standard timer is offered: ${JSON.stringify(offered)}`);
      const basic = offered.find(([value]) => value === "fourth-street-basic");
      assert(basic && /^4th Street Hockey, basic 20\/10 timer/.test(basic[1]), `4th Street Hockey on the basic timer is offered: ${JSON.stringify(offered)}`);
      await app.id("lab-game").selectOption("fourth-street");
      await waitFor(async () => (await app.text("lab-status")) === "Not run yet.", "a fresh 4th Street panel");
      assertEqual(await app.count("lab-row"), 0, "no figures before the run");
      await app.id("lab-games").fill("20");
      await app.press("lab-start");
      // The first run also builds the league's cards (once per page).
      await waitFor(async () => (await app.text("lab-status")) === "Done: 20 games.", "20 games of 4th Street Hockey", 60000);
      assertEqual(await app.id("lab-progress").evaluate((p) => [p.value, p.max]), [20, 20], "progress bar at the end");
      const timing = await app.text("lab-timing");
      const m = /^In ([\d.]+) s, (\d+) games a second\.$/.exec(timing);
      assert(m && Number(m[1]) > 0 && Number(m[2]) > 0, `the run's time and speed: ${JSON.stringify(timing)}`);
      console.log(`  4th Street lab: ${timing}`);
      assertEqual(await app.count("lab-row"), 8, "eight figures in the table");
      assertEqual(await app.page.locator('[data-testid="lab-chart"] [data-testid="lab-bar"]').count(), 8, "eight bars in the chart");
      const rows = await app.page.locator('[data-testid="lab-row"]').evaluateAll((rs) =>
        rs.map((r) => [r.querySelector("th").textContent, Number(r.querySelector("td").textContent.replace("%", ""))]),
      );
      const value = Object.fromEntries(rows);
      assert("goals" in value && "save percentage" in value && "games to a shootout" in value, `figure names: ${JSON.stringify(rows)}`);
      // Twenty games are few, so only what any hockey gives: goals and shots per team per game,
      // a save percentage below one.
      assert(value.goals > 1 && value.goals < 6, `goals per team per game looks like hockey: ${value.goals}`);
      assert(value["shots on goal"] > 15 && value["shots on goal"] < 50, `shots on goal per team per game looks like hockey: ${value["shots on goal"]}`);
      assert(value["save percentage"] > 0.8 && value["save percentage"] < 1, `save percentage: ${value["save percentage"]}`);

      // The same twenty seeds on the basic timer: its longer plays give fewer shots.
      await app.id("lab-game").selectOption("fourth-street-basic");
      await waitFor(async () => (await app.text("lab-status")) === "Not run yet.", "a fresh panel for the basic timer");
      await app.id("lab-games").fill("20");
      await app.press("lab-start");
      await waitFor(async () => (await app.text("lab-status")) === "Done: 20 games.", "20 games on the basic timer", 60000);
      const basicShots = await app.page.locator('[data-testid="lab-row"]').evaluateAll((rs) =>
        Number(rs.find((r) => r.querySelector("th").textContent === "shots on goal").querySelector("td").textContent),
      );
      console.log(`  4th Street lab shots a team a game: standard ${value["shots on goal"]}, basic ${basicShots}`);
      assert(basicShots * 1.3 < value["shots on goal"], `the basic timer gives fewer shots: ${basicShots} against ${value["shots on goal"]}`);
    },
  },
];


export const HARD_TESTS = [
  {
    name: "ICIH Hard computer: searches in slices and plays its moves; no long task blocks the page",
    async run(t) {
      const app = await t.newApp();
      await startIcih(app, { level: "hard" });
      await app.page.evaluate(() => {
        window.__long = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__long.push(e.duration);
        }).observe({ type: "longtask", buffered: false });
      });
      const first = (await snap(app)).step;
      for (let i = 0; i < 25; i++) {
        const s = await settle(app, { timeout: 20000, what: "a decision after the Hard computer" });
        if (s.final) break;
        let move = choose(s);
        assert(move, "a move to make");
        if (move.type === "intent") {
          await app.press(move.id);
          const live = await waitFor(async () => (await snap(app)).hand.find((c) => c.live), "a card to discard");
          move = { type: "card", card: live.card };
        }
        if (move.type === "card") {
          await app.press(app.page.locator(`[data-testid="hand-card"][data-card="${move.card}"]`));
          await app.press("drop-target");
        } else {
          await app.press(move.id);
        }
        await waitFor(async () => (await snap(app)).step > s.step || (await snap(app)).final, "the move to take", 20000);
      }
      const lines = await app.page.locator('[data-testid="log-line"]').allTextContents();
      const computerLines = lines.filter((l) => /Visitors (play|answer|discard|fire|shoot|let)/.test(l));
      assert((await snap(app)).step > first + 25, "the game moved on");
      assert(computerLines.length >= 5, `the Hard computer made moves (${computerLines.length})`);
      const long = await app.page.evaluate(() => window.__long.slice());
      const worst = Math.max(0, ...long);
      // The observer itself works: a deliberate 120 ms task is reported.
      await app.page.evaluate(() => setTimeout(() => { const t0 = performance.now(); while (performance.now() - t0 < 120); }, 0));
      await waitFor(() => app.page.evaluate(() => window.__long.some((d) => d >= 100)), "the long-task observer to report a known long task");
      console.log(`  hard: ${long.length} long tasks (>50 ms) while playing, worst ${worst.toFixed(0)} ms`);
      assert(worst < 250, `no task longer than the 250 ms decision budget (worst ${worst.toFixed(0)} ms)`);
    },
  },
];
