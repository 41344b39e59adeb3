// The shootout summary of the box score (issue 40; src/ui/sim/panels.rs): each attempt with its
// round, team, shooter, the goalie faced and the result, as the newspaper prints it. Checked at
// the end of the shootout tests of each sim against the play-by-play.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, assert, assertEqual } from "./lib.mjs";

/**
 * The shootout summary agrees with the play-by-play's attempts (oldest first): same shooters in
 * order, goals where the line says he scores, rounds counting each side's attempts, and each
 * visitor's attempt against `homeGoalie` (the goalie the home coach sent out for it).
 */
export async function assertShootoutSummary(app, { homeGoalie = null } = {}) {
  const rows = await app.page.locator('[data-testid="shootout-summary"] [data-testid="shootout-attempt"]').evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll("td")].map((td) => td.textContent.trim());
      return { round: Number(tr.dataset.round), team: tr.dataset.team, goal: tr.dataset.goal === "true", shooter: cells[2], goalie: cells[3], result: cells[4] };
    }),
  );
  const log = (await app.page.locator('[data-testid="log"] [data-testid="log-line"]').allTextContents())
    .map((l) => l.trim())
    .filter((l) => l.startsWith("Shootout: "))
    .reverse();
  assert(rows.length >= 2, `the shootout's attempts listed: ${JSON.stringify(rows)}`);
  assertEqual(rows.length, log.length, "one row an attempt in the play-by-play");
  const taken = { home: 0, away: 0 };
  rows.forEach((row, i) => {
    taken[row.team] += 1;
    assertEqual(row.round, taken[row.team], `attempt ${i + 1}: the ${row.team} side's round`);
    assert(log[i].startsWith(`Shootout: ${row.shooter} `), `attempt ${i + 1} is ${row.shooter}'s: ${log[i]}`);
    assertEqual(row.goal, / scores[.:]?/.test(log[i]), `attempt ${i + 1}'s result: ${log[i]}`);
    assertEqual(row.result, row.goal ? "Goal" : "No goal", "the result in words");
    if (row.team === "away" && homeGoalie !== null) assertEqual(row.goalie, homeGoalie, `attempt ${i + 1} faced the home goalie sent out`);
  });
  assert(Math.abs(taken.home - taken.away) <= 1, "the sides alternate");
  const tally = await app.text("shootout-tally");
  const goals = { home: rows.filter((r) => r.team === "home" && r.goal).length, away: rows.filter((r) => r.team === "away" && r.goal).length };
  assert(tally.includes(` ${goals.home} of ${taken.home}`) && tally.includes(` ${goals.away} of ${taken.away}`), `the tally: ${tally}`);
}

export const SHOOTOUT_TESTS = [
  {
    name: "shootout summary: an Open Ice game decided in a shootout (a share link) lists each attempt in the box score, round, team, shooter, goalie and result, as the play-by-play has them",
    async run(t) {
      const app = await t.newApp();
      const code = readFileSync(join(ROOT, "tests/e2e/fixtures/open-ice-shootout.txt"), "utf8").trim();
      await app.open(`#/replay/${code}`);
      await app.page.waitForSelector('[data-testid="replay"]', { timeout: 15000 });
      await app.page.waitForSelector('[data-testid="shootout-summary"]', { timeout: 15000 });
      await assertShootoutSummary(app);
      // Each goalie named is one who dressed for the other side.
      const goalies = await app.page.locator('[data-testid="shootout-attempt"] td:nth-child(4)').allTextContents();
      const box = await app.page.locator('[data-testid="player-box"]').textContent();
      for (const g of goalies) assert(box.includes(g.trim()), `${g} is in the players' box`);
      const { scroll, width } = await app.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
      assert(scroll <= width, `the box score fits (${scroll} in ${width})`);
    },
  },
];
