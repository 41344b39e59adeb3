// End-to-end test for the realism lab page (src/ui/lab.rs): it runs computer games in the
// browser in slices, shows progress, can be cancelled, and draws every figure against its band.

import { assert, assertEqual, waitFor } from "./lib.mjs";

export const LAB_TESTS = [
  {
    name: "realism lab: runs games with progress, draws the figures against their bands, cancels",
    async run(t) {
      const app = await t.newApp();
      await app.open("#/");
      await app.press("open-lab");
      await app.page.waitForSelector('[data-testid="lab"]');
      assertEqual(await app.text("lab-status"), "Not run yet.", "status before a run");

      await app.id("lab-games").fill("40");
      await app.press("lab-start");
      // The page stays responsive while it runs: the status moves through "N of 40 games…".
      const seen = await waitFor(async () => {
        const s = await app.text("lab-status");
        return /^\d+ of 40 games…$/.test(s) ? s : null;
      }, "a progress status while running", 10000, 5);
      assert(seen, "progress shown");
      await waitFor(async () => (await app.text("lab-status")) === "Done: 40 games.", "the run to finish", 60000);
      const value = await app.id("lab-progress").evaluate((p) => [p.value, p.max]);
      assertEqual(value, [40, 40], "progress bar at the end");
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
];
