// End-to-end tests for issue 26 (appended to TESTS in tests.mjs): a share link whose own team
// has no goalie is refused with a message and saves nothing, and a panic shows the recovery
// screen drawn by index.html's script outside the dead wasm instance (src/ui/base/recovery.rs),
// after which "Back to the lobby" brings back a working app. A team pasted as a spreadsheet
// would save it (quoted "Last, First" names, a stats site's column names, TOI as mm:ss) is
// built from the lobby's link, shows each sim's cards, and plays a game in each sim.
//
// The goalie-less link is tests/e2e/fixtures/open-ice-no-goalie.txt, written and checked
// against the engine by the native test `the_goalieless_link_fixture_is_refused`
// (FIXTURE_WRITE=1 rewrites it). The panic is forced by the #/panic-test route, which panics
// only while localStorage holds rinkside.test.panic = "1" (otherwise it is the lobby).

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, assert, assertEqual, waitFor } from "./lib.mjs";
import { startOpenIce } from "./open-ice.mjs";
import { startCrease } from "./crease.mjs";
import { startFourthStreet } from "./fourth-street.mjs";

const fixture = (name) => readFileSync(join(ROOT, "tests/e2e/fixtures", name), "utf8").trim();
/** A real 2017-18 team as a stat site gives it (no TOI, hits, blocks or face-offs). */
const realTeam = (name) => readFileSync(join(ROOT, "tests/fixtures/real-2017-18", name), "utf8").trim();

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

/** A spreadsheet's skaters: quoted "Last, First" names and a stats site's columns. */
function spreadsheetSkaters() {
  const rows = [['"Player"', '"Pos"', '"GP"', '"G"', '"A"', '"PTS"', '"PIM"', '"+/-"', '"SOG"', '"TOI"'].join(",")];
  const positions = ["C", "C", "C", "C", "LW", "LW", "LW", "LW", "RW", "RW", "RW", "RW", "D", "D", "D", "D", "D", "D"];
  positions.forEach((pos, i) => {
    const d = pos === "D";
    const g = d ? 4 + (i % 3) : 10 + 2 * (i % 8);
    const a = d ? 18 + i : 15 + i;
    const toi = d ? `${20 - (i % 3)}:${String(10 + i).padStart(2, "0")}` : `${16 - (i % 4)}:${String(5 + i).padStart(2, "0")}`;
    rows.push([`"Skater${String.fromCharCode(65 + i)}, Sam"`, pos, 80, g, a, g + a, 20 + i, (i % 5) - 2, 90 + 6 * g, `"${toi}"`].join(","));
  });
  return rows.join("\r\n");
}

/** A spreadsheet's goalies: the stat-site columns (minutes left for GA and GAA to give). */
function spreadsheetGoalies() {
  return [
    "Player,GP,GS,W,L,SA,SV,GA,SV%,GAA,SO",
    '"Keeper, Alex",45,44,25,15,1200,1090,110,.908,2.50,3',
    '"Stopper, Jo",40,38,20,14,1100,1000,100,.909,2.64,2',
  ].join("\r\n");
}

/** Auto-plays the game at the table to its end at once; returns the final banner's text. */
async function playToTheEnd(app, problem) {
  await app.id("run-to").selectOption("game");
  await app.id("speed").selectOption("instant");
  await app.press("autoplay");
  await waitFor(async () => (await app.count("final-result")) > 0, "the final banner", 60000, 100);
  const final = await app.text("final-result");
  assert(/^Final/.test(final), `the final banner: ${final}`);
  for (const id of [problem, "rule-error", "recovery", "load-error", "chunk-error"]) {
    assertEqual(await app.count(id), 0, `no ${id} banner`);
  }
  return final;
}

ROBUST_TESTS.push({
  name: "a spreadsheet's CSV builds a team from the lobby's link, shows each sim's cards, and plays in each sim",
  timeout: 180_000,
  async run(t) {
    const app = await t.newApp();
    await app.open("#/");
    await app.press("lobby-teams");
    await app.page.waitForSelector('[data-testid="team-builder"]', { timeout: 15000 });
    assertEqual(app.hash(), "#/teams", "the builder's fragment");
    await app.id("team-abbreviation").fill("SPR");
    await app.id("team-city").fill("Rinkside");
    await app.id("team-name").fill("Spreadsheets");
    await app.id("skaters-csv").fill(spreadsheetSkaters());
    await app.id("goalies-csv").fill(spreadsheetGoalies());
    await app.press("check-team");
    await app.page.waitForSelector('[data-testid="team-cards"]', { timeout: 10000 });
    assertEqual(await app.count("team-errors"), 0, "no problems listed");
    assertEqual(await app.count("card-skater"), 18, "an Open Ice chart row per skater");
    assertEqual(await app.count("card-goalie"), 2, "an Open Ice chart row per goalie");
    assert(/Keeper/.test(await app.text("team-cards")), "a quoted \"Last, First\" name on the chart");
    // The other sims' cards, built when their section is opened.
    for (const [section, skater, goalie] of [
      ["cards-crease", "crease-skater", "crease-goalie"],
      ["cards-fourth-street", "fourth-skater", "fourth-goalie"],
    ]) {
      await app.press(app.page.locator(`[data-testid="${section}"] > summary`));
      await app.page.waitForSelector(`[data-testid="${skater}"]`, { timeout: 10000 });
      assertEqual(await app.count(skater), 18, `${section}: a row per skater`);
      assertEqual(await app.count(goalie), 2, `${section}: a row per goalie`);
      assert(/Stopper/.test(await app.text(section)), `${section}: the names shown`);
    }
    await app.id("cards-crease").screenshot({ path: t.artifact(`team-builder-crease-${t.project.name}.png`) });
    await app.id("cards-fourth-street").screenshot({ path: t.artifact(`team-builder-fourth-street-${t.project.name}.png`) });
    await app.press("save-team");
    await waitFor(async () => /Saved Rinkside Spreadsheets/.test(await app.text("team-status")), "the saved message");

    // The team plays in each sim, both sides managed by the computer so nothing waits.
    const sides = { home: "own:SPR", coachHome: "computer", coachAway: "computer" };
    await startOpenIce(app, sides);
    assert((await app.text("table")).includes("Spreadsheets"), "the own team at the Open Ice table");
    await playToTheEnd(app, "oi-problem");
    await startCrease(app, sides);
    assert((await app.text("table")).includes("Spreadsheets"), "the own team at the Inside the Crease table");
    await playToTheEnd(app, "cr-problem");
    await startFourthStreet(app, sides);
    assert((await app.text("table")).includes("Spreadsheets"), "the own team at the 4th Street table");
    await playToTheEnd(app, "fs-problem");
  },
});

ROBUST_TESTS.push({
  name: "a stat site's table without TOI, hits, blocks or face-offs: the builder says what it filled, and the filled lines can be edited",
  timeout: 90_000,
  async run(t) {
    const app = await t.newApp();
    await app.open("#/teams");
    await app.page.waitForSelector('[data-testid="team-builder"]', { timeout: 15000 });
    await app.id("team-abbreviation").fill("TBX");
    await app.id("team-city").fill("Tampa Bay");
    await app.id("team-name").fill("Lightning 2018");
    const pasted = realTeam("TBL-skaters.csv");
    const skaters = pasted.split("\n").length - 1;
    await app.id("skaters-csv").fill(pasted);
    await app.id("goalies-csv").fill(realTeam("TBL-goalies.csv"));
    await app.press("check-team");
    await app.page.waitForSelector('[data-testid="team-fills"]', { timeout: 10000 });
    assertEqual(await app.count("team-errors"), 0, "no problems listed");
    const fills = await app.page.locator('[data-testid="team-fill"]').allTextContents();
    const all = `all ${skaters} skaters`;
    assert(fills.some((f) => /^TOI estimated/.test(f) && f.includes(all)), `TOI estimated for ${all}: ${fills.join(" | ")}`);
    const filled = fills.find((f) => /filled from the league's averages/.test(f)) ?? "";
    for (const column of ["HIT", "BLK", "FOW", "FOL"]) {
      assert(filled.includes(column), `${column} named as filled: ${filled}`);
    }
    assert(filled.includes(all), `filled for ${all}: ${filled}`);
    assert(!/\bPIM\b|\bPPG\b/.test(filled.replace(/PPA|SHA/g, "")), `columns the table has are not filled: ${filled}`);
    assertEqual(await app.count("card-skater"), skaters, "a chart row per skater");
    // Put back in the box, every filled number is there to edit; checked again, nothing is filled.
    await app.press("team-fills-to-box");
    const boxed = await app.id("skaters-csv").inputValue();
    const header = boxed.split("\n")[0].toUpperCase();
    for (const column of ["TOI", "HIT", "BLK", "FOW", "FOL"]) {
      assert(header.split(/[,;\t]/).includes(column), `the box's columns hold ${column}: ${header}`);
    }
    const hits = header.split(",").indexOf("HIT");
    const firstHits = Number(boxed.split("\n")[1].split(",")[hits]);
    assert(firstHits > 0, `the first skater's filled hits are a number above 0: ${firstHits}`);
    await app.press("check-team");
    await waitFor(async () => (await app.count("team-fills")) === 0, "no fills once the filled lines are checked");
    assertEqual(await app.count("team-errors"), 0, "the filled lines read back");
    await app.press("save-team");
    await waitFor(async () => /Saved Tampa Bay Lightning 2018/.test(await app.text("team-status")), "the saved message");
  },
});
