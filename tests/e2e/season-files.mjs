// End-to-end tests for a season file taken to a device that has no season (issue 40, the
// audit's SE-3): opened from the lobby, or from a sim's new-season page, in a fresh browser
// context with storage of its own.

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

      // Opened again from the lobby, B now has a season: the question is to replace it, and
      // No keeps B's season as it is.
      await b.open("#/");
      await b.id("lobby-import-season").setInputFiles(file);
      await b.page.waitForSelector('[data-testid="confirm-dialog"]', { timeout: 15000 });
      assert((await b.text("confirm-dialog")).includes("Replace this device's season"), await b.text("confirm-dialog"));
      await b.press("confirm-no");
      assertEqual(await played(b), 4, "No keeps the season");
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
];
