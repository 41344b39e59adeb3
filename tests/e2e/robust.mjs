// End-to-end tests for issue 26 (appended to TESTS in tests.mjs): a share link whose own team
// has no goalie is refused with a message and saves nothing, and a panic shows the recovery
// screen drawn by index.html's script outside the dead wasm instance (src/ui/recovery.rs),
// after which "Back to the lobby" brings back a working app.
//
// The goalie-less link is tests/e2e/fixtures/open-ice-no-goalie.txt, written and checked
// against the engine by the native test `the_goalieless_link_fixture_is_refused`
// (FIXTURE_WRITE=1 rewrites it). The panic is forced by the #/panic-test route, which panics
// only while localStorage holds rinkside.test.panic = "1" (otherwise it is the lobby).

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, assert, assertEqual, waitFor } from "./lib.mjs";

const fixture = (name) => readFileSync(join(ROOT, "tests/e2e/fixtures", name), "utf8").trim();

export const ROBUST_TESTS = [
  {
    name: "a share link whose own team has no goalie says why and saves nothing",
    async run(t) {
      const app = await t.newApp();
      await app.open("#/");
      const before = await app.savedGames();
      await app.open(`#/replay/${fixture("open-ice-no-goalie.txt")}`);
      await waitFor(() => app.visible("lobby"), "the lobby");
      await waitFor(() => app.visible("notice"), "the notice banner");
      const text = await app.text("notice");
      assert(/can't be opened/.test(text), `the notice says the link can't be opened: ${JSON.stringify(text)}`);
      assert(/team NOG has no goalie/.test(text), `the notice names the team and the problem: ${JSON.stringify(text)}`);
      await waitFor(() => app.hash() === "#/" || app.hash() === "", `back at #/ (is ${app.hash()})`);
      assertEqual(await app.count("replay"), 0, "replay pages shown");
      assertEqual(await app.count("table"), 0, "tables shown");
      assertEqual(await app.savedGames(), before, "saved games after the link");
    },
  },
  {
    name: "a panic shows the recovery screen with the game's record, and the lobby works after Back to the lobby",
    timeout: 90_000,
    async run(t) {
      t.allowConsole(/unreachable|RuntimeError|panicked|panic-test|forced/);
      const app = await t.newApp();
      await app.open("#/");
      // Unarmed, the route is only the lobby.
      await app.page.evaluate(() => (location.hash = "#/panic-test"));
      await waitFor(() => app.visible("lobby"), "the lobby at an unarmed #/panic-test");
      assertEqual(await app.count("recovery"), 0, "no recovery screen without the test flag");

      // A game of one's own, so there is a record to offer.
      await app.open("#/");
      const id = await app.startGame();
      await app.flipTurn();
      const saves = await app.savedGames();
      const save = JSON.parse(saves[`rinkside.game.${id}`]);
      assert(save && typeof save.record === "string", "the game is saved");

      await app.page.evaluate(() => {
        localStorage.setItem("rinkside.test.panic", "1");
        location.hash = "#/panic-test";
      });
      await waitFor(() => app.visible("recovery"), "the recovery screen", 10000);
      const shown = await app.page.evaluate(() => {
        const q = (id) => document.querySelector(`[data-testid="${id}"]`);
        const app = document.querySelector("main.app");
        return {
          heading: q("recovery").querySelector("h1")?.textContent,
          message: q("recovery-message")?.textContent ?? "",
          link: q("recovery-link")?.getAttribute("href") ?? null,
          download: !!q("recovery-download"),
          reload: q("recovery-reload")?.textContent,
          lobby: q("recovery-lobby")?.textContent,
          appHidden: !app || getComputedStyle(app).display === "none",
        };
      });
      assertEqual(shown.heading, "Something went wrong", "the recovery screen's heading");
      assert(/panic-test/.test(shown.message), `what happened is shown: ${shown.message}`);
      assert(shown.link && shown.link.endsWith(`#/replay/${save.record}`), `the game's record is offered as a link: ${shown.link}`);
      assert(shown.download, "and as a file");
      assertEqual([shown.reload, shown.lobby], ["Reload", "Back to the lobby"], "the two ways on");
      assert(shown.appHidden, "the dead app is hidden");

      await app.page.evaluate(() => localStorage.removeItem("rinkside.test.panic"));
      await Promise.all([app.page.waitForNavigation({ timeout: 15000 }), app.press("recovery-lobby")]);
      await app.ready();
      await waitFor(() => app.visible("lobby"), "the lobby after Back to the lobby");
      assertEqual(app.hash(), "#/", "the lobby's fragment");
      assertEqual(await app.count("recovery"), 0, "the recovery screen is gone");
      const after = await app.savedGames();
      assert(after[`rinkside.game.${id}`], "the game is still saved");
      // The lobby works: a new game starts and plays.
      await app.startGame();
      await app.flipTurn();
    },
  },
];
