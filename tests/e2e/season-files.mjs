// End-to-end tests for a season file taken to a device that has no season (issue 40, the
// audit's SE-3): opened from the lobby, or from a sim's new-season page, in a fresh browser
// context with storage of its own. Also two tabs on one season (SE-4), and a sim's leagues side
// by side with their histories and named downloads (SE-8).

import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { App, assert, assertEqual, waitFor } from "./lib.mjs";

async function played(app) {
  return Number(await app.id("season-progress").getAttribute("value"));
}

/** A new four-game Crease season, from the lobby. */
async function startShortCreaseSeason(app) {
  await app.open("#/");
  await app.press("season-crease");
  await app.page.waitForSelector('[data-testid="new-season"]', { timeout: 15000 });
  await app.id("season-length").selectOption("4");
  await app.press("start-season");
  await app.page.waitForSelector('[data-testid="season-run"]');
}

export const SEASON_FILE_TESTS = [
  {
    name: "season files: a season downloaded on one device opens from the lobby of another with no season (asked first), a foreign file is refused with the reason, and the new-season page offers the file too",
    timeout: 120_000,
    async run(t) {
      // Device A: a short Crease season, a day played, the whole season downloaded.
      const a = await t.newApp();
      await startShortCreaseSeason(a);
      await a.press("season-day");
      await waitFor(async () => (await played(a)) === 4, "a day's four games", 30000);
      const href = await a.id("export-season").getAttribute("href");
      const json = decodeURIComponent(href.slice(href.indexOf(",") + 1));
      const dir = mkdtempSync(join(tmpdir(), "season-file-"));
      const file = join(dir, "season.json");
      writeFileSync(file, json);
      const foreign = join(dir, "foreign.json");
      writeFileSync(foreign, JSON.stringify({ kind: "something-else", game: "crease" }));

      // Device B has no season anywhere: its new-season page offers the file as well.
      const b = await t.newApp();
      await b.open("#/");
      await b.press("season-open-ice");
      await b.page.waitForSelector('[data-testid="new-season"]', { timeout: 15000 });
      assertEqual(await b.count("import-season"), 1, "the new-season page offers a season file");

      // From B's lobby: a foreign file is refused, and B stays in the lobby.
      await b.open("#/");
      await b.id("lobby-import-season").setInputFiles(foreign);
      await waitFor(() => b.visible("notice"), "the refusal");
      assert(/not opened: it is not a season saved by Rinkside/.test(await b.text("notice")), await b.text("notice"));
      assert(b.page.url().endsWith("#/"), `still in the lobby: ${b.page.url()}`);

      // The real file goes to the Crease season page, which asks before keeping it.
      await b.id("lobby-import-season").setInputFiles(file);
      await b.page.waitForSelector('[data-testid="confirm-dialog"]', { timeout: 15000 });
      assert(b.page.url().endsWith("#/season/crease"), b.page.url());
      const asked = await b.text("confirm-dialog");
      assert(asked.includes("Open the season") && asked.includes("(4 games played) on this device?"), asked);
      await b.press("confirm-yes");
      await b.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      assertEqual(await played(b), 4, "the season opened with its games");
      await b.page.reload();
      await b.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      assertEqual(await played(b), 4, "kept on B after a reload, and not asked again");
      assertEqual(await b.count("confirm-dialog"), 0, "no question after the reload");

      // Opened again from the lobby, B now has a season: the question is to open the file as
      // a new league beside it. No keeps everything as it is; yes opens league 2.
      await b.open("#/");
      await b.id("lobby-import-season").setInputFiles(file);
      await b.page.waitForSelector('[data-testid="confirm-dialog"]', { timeout: 15000 });
      assert((await b.text("confirm-dialog")).includes("as a new league? This league stays as it is."), await b.text("confirm-dialog"));
      await b.press("confirm-no");
      assertEqual(await played(b), 4, "No keeps the season");
      assertEqual(await b.count("new-league"), 1, "one league, and a new one offered");
      await b.open("#/");
      await b.id("lobby-import-season").setInputFiles(file);
      await b.page.waitForSelector('[data-testid="confirm-dialog"]', { timeout: 15000 });
      await b.press("confirm-yes");
      await waitFor(async () => b.page.url().endsWith("#/season/crease/2"), "the file opened as league 2", 15000);
      await b.page.waitForSelector('[data-testid="league-2"][aria-current="page"]', { timeout: 15000 });
      assertEqual(await played(b), 4, "league 2 has the file's games");
      assertEqual(await b.count("league-1"), 1, "league 1 is listed beside it");
    },
  },
  {
    name: "season files: two tabs on one season never overwrite each other: the stale tab is told at once and only reads, and a reload reads the newest",
    timeout: 120_000,
    async run(t) {
      const a = await t.newApp();
      await startShortCreaseSeason(a);
      // A second tab of the same browser opens the same season.
      const page = await a.page.context().newPage();
      page.setDefaultTimeout(10_000);
      const b = new App(page, t.project, t.baseUrl);
      await b.open("#/");
      await b.press("season-crease");
      await b.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      assertEqual(await played(b), 0, "the second tab reads the same season");

      // Tab A plays a day: tab B is told at once and only reads from then.
      await a.press("season-day");
      await waitFor(async () => (await played(a)) === 4, "tab A's day", 30000);
      await waitFor(async () => (await b.count("season-problem")) > 0, "tab B told of tab A's save", 5000);
      assert((await b.text("season-problem")).includes("changed in another tab"), await b.text("season-problem"));
      await b.press("season-day");
      await b.page.waitForTimeout(500);
      assertEqual(await played(b), 0, "tab B plays nothing");
      await a.page.reload();
      await a.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      assertEqual(await played(a), 4, "tab A's games are kept");
      assertEqual(await a.count("season-problem"), 0, "tab A is not told anything");

      // A reload of tab B reads the newest and may play on.
      await b.page.reload();
      await b.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      assertEqual(await played(b), 4, "tab B reads the newest after a reload");
      assertEqual(await b.count("season-problem"), 0, "and is no longer read-only");
      await b.press("season-day");
      await waitFor(async () => (await played(b)) === 8, "tab B plays the next day", 30000);
    },
  },
  {
    name: "season leagues: two leagues of one sim side by side, a finished season goes into its league's history as the next starts, downloads are named for their league, and an edited file is refused in plain words",
    timeout: 150_000,
    async run(t) {
      const app = await t.newApp();
      await app.open("#/");
      await app.press("season-open-ice");
      await app.page.waitForSelector('[data-testid="new-season"]', { timeout: 15000 });
      assertEqual(await app.id("league-name").inputValue(), "Open Ice league", "a first league's name");
      await app.id("league-name").fill("Winter Cup");
      await app.id("season-length").selectOption("4");
      await app.id("season-playoffs").selectOption("2");
      await app.press("start-season");
      await app.page.waitForSelector('[data-testid="season-run"]');
      assertEqual(await app.text("league-title"), "Winter Cup · season 1");

      // Played to the end, playoffs too: the next season is offered.
      await app.press("season-rest");
      await app.page.waitForSelector('[data-testid="next-season"]', { timeout: 60000 });
      const over = await app.text("season-progress-text");
      assert(/won the playoffs\.$/.test(over), over);
      const download = await app.id("export-standings").getAttribute("download");
      assert(/^open-ice-winter-cup-season-1-\d{4}-\d{2}-\d{2}-standings\.csv$/.test(download), download);
      assert(/^open-ice-winter-cup-season-1-.*-season\.json$/.test(await app.id("export-season").getAttribute("download")));
      const seasonJson = await app.id("export-season").getAttribute("href");
      await app.press("next-season");
      assert((await app.text("confirm-dialog")).includes("goes into the league's history"), await app.text("confirm-dialog"));
      await app.press("confirm-yes");
      await waitFor(async () => (await app.text("league-title")) === "Winter Cup · season 2", "season 2", 10000);
      assertEqual(await played(app), 0, "the new season has no games yet");
      assertEqual(await app.count("league-history-row"), 1, "season 1 in the history");
      const champion = await app.text("history-champion");
      assert(champion.length > 3 && champion !== "—", `a champion: ${champion}`);
      assert(/, \d+-\d+-\d+(-\d+)?, \d+ points$/.test(await app.text("history-first")), await app.text("history-first"));
      assert((await app.text("league-1")).includes(`last champions: ${champion}`), await app.text("league-1"));

      // A second league beside the first: its own name, season and games.
      await app.press("new-league");
      await app.page.waitForSelector('[data-testid="new-season"]', { timeout: 15000 });
      assert(app.page.url().endsWith("#/season/open-ice/2"), app.page.url());
      assertEqual(await app.id("league-name").inputValue(), "Open Ice league 2");
      await app.id("league-name").fill("Summer");
      await app.id("season-length").selectOption("4");
      await app.press("start-season");
      await app.page.waitForSelector('[data-testid="season-run"]');
      await app.press("season-day");
      await waitFor(async () => (await played(app)) === 4, "a day in the second league", 30000);
      assertEqual(await app.count("league-history"), 0, "a new league has no history");
      await app.page.reload();
      await app.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      assertEqual(await app.text("league-title"), "Summer · season 1", "a reload stays in the league");
      assertEqual(await played(app), 4);
      assert((await app.text("league-1")).startsWith("Winter Cup · season 2"), await app.text("league-1"));

      // Back to the first: its season 2 and history as they were.
      await app.press("league-1");
      await waitFor(async () => (await app.count("league-title")) === 1 && (await app.text("league-title")) === "Winter Cup · season 2", "back in the first league", 15000);
      assertEqual(await played(app), 0);
      assertEqual(await app.text("history-champion"), champion);
      // The lobby's season link opens the first league.
      await app.open("#/");
      await app.press("season-open-ice");
      await app.page.waitForSelector('[data-testid="league-title"]', { timeout: 15000 });
      assertEqual(await app.text("league-title"), "Winter Cup · season 2");

      // A file whose game result was edited is refused in plain words, and nothing changes.
      const json = decodeURIComponent(seasonJson.slice(seasonJson.indexOf(",") + 1));
      const season = JSON.parse(json);
      season.results[0].outcome = "garbage";
      const dir = mkdtempSync(join(tmpdir(), "season-edited-"));
      const edited = join(dir, "edited.json");
      writeFileSync(edited, JSON.stringify(season));
      await app.id("import-season").setInputFiles(edited);
      await waitFor(async () => (await app.count("season-problem")) > 0, "the edited file refused", 5000);
      const words = await app.text("season-problem");
      assert(words.includes("holds something Rinkside never writes") && !/invalid type|expected|struct/.test(words), words);
      assertEqual(await app.text("league-title"), "Winter Cup · season 2", "nothing changed");
    },
  },
];
