// End-to-end tests for a coached team's goalie rotation through a season (issue 40;
// src/ui/sim/rotation.rs, src/games/season/lineups.rs): set on the season page beside his next
// game, kept on reload, a rested goalie's turn going to the other as the page says, and the
// game at the table started by the goalie whose turn it is.

import { assert, assertEqual, waitFor } from "./lib.mjs";

export const ROTATION_TESTS = [
  {
    name: "goalie rotation: a coach sets his season's rotation (the computer's one tap away), a reload keeps it, a rested goalie's turn goes to the other as the page says, and his turn's goalie starts the game at the table",
    timeout: 120_000,
    async run(t) {
      const app = await t.newApp();
      await app.open("#/");
      await app.press("season-crease");
      await app.page.waitForSelector('[data-testid="season"]', { timeout: 15000 });
      await app.id("season-length").selectOption("4");
      const first = app.page.locator('[data-testid^="season-coach-"]').first();
      await app.press(first);
      const abbr = (await first.getAttribute("data-testid")).replace("season-coach-", "");
      await app.press("start-season");
      await app.page.waitForSelector('[data-testid="season-run"]');
      await app.press("season-rest");
      await app.page.waitForSelector('[data-testid="season-your-game"]', { timeout: 15000 });

      const panel = app.id("rotation-home");
      assert((await panel.getByTestId("rotation-summary").textContent()).includes("none (your starter every game)"), "no rotation at first");
      await app.press(panel.getByTestId("rotation-summary"));
      // The computer's rotation shares the net as the goalies' real starts did: one tap fills it in.
      const computer = (await panel.getByTestId("rotation-computer-words").textContent()).replace("The computer would: ", "");
      assert(/ plays \d of every \d games, .+ the rest\.$/.test(computer), `the computer's rotation: ${computer}`);
      await panel.getByTestId("rotation-plan").selectOption("alternate");
      assert((await app.text("rotation-draft")).includes("take turns"), await app.text("rotation-draft"));
      await app.press(panel.getByTestId("rotation-computer"));
      assertEqual(await app.text("rotation-draft"), computer, "as the computer would");
      // His own: the computer's backup starts, and who played last sits.
      const goalies = await panel.getByTestId("rotation-starter").locator("option").allTextContents();
      assert(goalies.length >= 2, `two goalies to share the net: ${goalies}`);
      const [usual, other] = goalies;
      await panel.getByTestId("rotation-starter").selectOption(other);
      await panel.getByTestId("rotation-backup").selectOption(usual);
      await panel.getByTestId("rotation-plan").selectOption("alternate");
      await app.press(panel.getByTestId("rotation-use"));
      const words = `${other} and ${usual} take turns: who played last sits. Next game: ${other} starts.`;
      await waitFor(async () => (await app.text("rotation-summary")).endsWith(words), `the rotation kept: ${words}`);
      await app.page.reload();
      await app.page.waitForSelector('[data-testid="season-your-game"]', { timeout: 15000 });
      assert((await app.text("rotation-summary")).endsWith(words), `a reload keeps it: ${await app.text("rotation-summary")}`);

      // His turn's goalie rested: the other starts, and the page says so.
      await app.press(`season-team-${abbr}`);
      await app.page.waitForSelector('[data-testid="season-roster"]');
      await app.page.locator('[data-testid="season-roster"] summary').click();
      const goalie = app.page.locator('[data-testid="roster-player"]').filter({ hasText: `${other} (G)` });
      await app.press(goalie.locator('[data-testid="roster-rest"]'));
      await waitFor(async () => (await app.count("lineup-changes")) === 1, "the page says who starts instead");
      assertEqual(await app.text("lineup-changes"), `${other} is resting: ${usual} starts in goal.`, "the rested goalie's turn");
      await app.press(goalie.locator('[data-testid="roster-rest"]'));
      await waitFor(async () => (await app.count("lineup-changes")) === 0, "back: no change");
      await app.press("season-team-close");

      // At the table, his turn's goalie starts.
      await app.press("season-play-at-table");
      await app.page.waitForSelector('[data-testid="bench-editor-home"]', { timeout: 15000 });
      assertEqual(await app.text("goalie-home"), `Goalie: ${other}`, "the rotation's starter in goal");
      const checked = app.id("bench-editor-home").locator('[data-testid="starter"]:checked');
      assertEqual((await checked.locator("xpath=..").textContent()).trim(), other, "the editor's starter is his");
      const { scroll, width } = await app.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
      assert(scroll <= width, `the table fits (${scroll} in ${width})`);
    },
  },
];
