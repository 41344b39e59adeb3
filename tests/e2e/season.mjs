// End-to-end tests for a sim's season page (src/ui/season/, src/games/season/): a season
// started from the lobby, played a day at a time and in slices with Cancel, standings and
// leaders, reload, and the season file exported and imported back. Buttons are clicked
// (desktop) or tapped (tablet); state is read from data-testid only.

import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assert, assertEqual, waitFor, sleep } from "./lib.mjs";
import { playToTheEnd, readPlaces } from "./crease.mjs";

/** Games played and in all, from the progress bar. */
async function progress(app) {
  const bar = app.id("season-progress");
  const [value, max] = await Promise.all([bar.getAttribute("value"), bar.getAttribute("max")]);
  return { played: Number(value), total: Number(max) };
}

/** Sums a standings column over the teams (0-based cell index). */
async function standingsSum(app, cell) {
  return app.page.$$eval(
    '[data-testid="standings-row"]',
    (rows, i) => rows.reduce((sum, r) => sum + Number(r.children[i].textContent), 0),
    cell,
  );
}

/** The first listed game of the day shown: its teams and score, read from its words. */
async function firstListedGame(app) {
  const words = (await app.page.locator('[data-testid="season-game"]').first().textContent()).trim();
  const m = /^(\S+) (\d+) at (\S+) (\d+), /.exec(words);
  assert(m, `a listed game: ${words}`);
  return { words, away: Number(m[2]), home: Number(m[4]) };
}

/** Opens the first listed game's replay and checks it ends at the listed score; returns the
 * replay's address. */
async function replayFirstListedGame(app) {
  const game = await firstListedGame(app);
  await app.press(app.page.locator('[data-testid="season-replay"]').first());
  await app.page.waitForSelector('[data-testid="replay"]', { timeout: 15000 });
  const score = { home: Number(await app.text("score-home")), away: Number(await app.text("score-away")) };
  if (game.words.includes("Final (SO)")) {
    // The scoreboard shows the goals in play; the listed final counts the shootout win as one.
    assertEqual(score.home, score.away, `a shootout game's replay ends tied in play (${game.words})`);
    assertEqual([Math.min(game.home, game.away), Math.max(game.home, game.away)], [score.home, score.home + 1], `the shootout winner's one goal (${game.words})`);
  } else {
    assertEqual(score, { home: game.home, away: game.away }, `the replay ends as listed (${game.words})`);
  }
  return { url: app.page.url(), score };
}

async function openSeasonPage(app, slug) {
  await app.open("#/");
  await app.press(`season-${slug}`);
  await app.page.waitForSelector('[data-testid="season"]', { timeout: 15000 });
}

export const SEASON_TESTS = [
  {
    name: "Seasons: a 4th Street season from the lobby, a day, then the rest in slices with Cancel, resumed for a chosen two days; standings and leaders add up; a reload keeps it; its file exported and imported back",
    timeout: 180_000,
    async run(t) {
      const app = await t.newApp();
      await openSeasonPage(app, "fourth-street");
      await app.page.waitForSelector('[data-testid="new-season"]');
      await app.id("season-length").selectOption("82");
      // The game's own rule options are on the page, as on its new-game page.
      assert(await app.count("fs-timer"), "the timer choice is offered for the season's games");
      assert((await app.text("season-rules-hint")).includes("standard timer"), "the timer that plays closest to the cards is named");
      // A season starts on the book's standard timer (a one-off game on the basic one).
      assertEqual(await app.id("fs-timer").inputValue(), "standard", "a season's timer by default");
      await app.press("start-season");
      await app.page.waitForSelector('[data-testid="season-run"]');
      assertEqual(await progress(app), { played: 0, total: 328 }, "a new season");

      await app.press("season-day");
      await waitFor(async () => (await progress(app)).played === 4, "a day's four games", 30000);
      assertEqual(await app.count("standings-row"), 8, "eight teams in the standings");
      assertEqual(await standingsSum(app, 2), 8, "games played: two sides of four games");
      assert((await app.text("season-progress-text")).startsWith("Day 2 of 82"), await app.text("season-progress-text"));

      await app.page.reload();
      await app.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      assertEqual((await progress(app)).played, 4, "a reload keeps the games played");

      // The rest, stopped part-way: the page keeps drawing, and Cancel keeps every game.
      await app.press("season-rest");
      // A 4th Street season's rest takes about three seconds here: Cancel goes in as soon as the
      // run is under way, from the page itself, so the run can't finish between the check and a
      // tap that waits for the button to be still (it once did).
      await waitFor(
        () =>
          app.page.evaluate(() => {
            const played = Number(document.querySelector('[data-testid="season-progress"]').getAttribute("value"));
            if (played <= 8) return false;
            document.querySelector('[data-testid="season-cancel"]').click();
            return true;
          }),
        "the season under way, then Cancel",
        30000,
      );
      await waitFor(async () => !(await app.id("season-cancel").isEnabled()), "Cancel stops the run", 5000);
      const stopped = (await progress(app)).played;
      assert(stopped < 328, `Cancel stopped the season part-way (${stopped} of 328)`);
      await sleep(300);
      assertEqual((await progress(app)).played, stopped, "nothing plays after Cancel");
      assertEqual(await standingsSum(app, 2), 2 * stopped, "every game in the standings");
      const wins = await standingsSum(app, 3);
      const losses = (await standingsSum(app, 4)) + (await standingsSum(app, 5));
      assertEqual(wins, losses, "every win is someone's loss");
      assertEqual(await standingsSum(app, 8), await standingsSum(app, 9), "goals for are goals against");
      for (const list of ["points", "goals", "assists", "shots", "pim"]) {
        assert((await app.id(`leaders-${list}`).locator("li").count()) > 0, `${list} leaders listed`);
      }
      // A goalie qualifies for the goals-against list at a quarter of the season (20 of 82
      // games; a day is four games, one for each team): where Cancel landed decides which.
      const gaaRows = await app.id("leaders-gaa").locator("li").count();
      if (stopped < 4 * 20) assertEqual(gaaRows, 0, `no goalie has 20 games after ${stopped} games`);
      else assert(gaaRows > 0, `gaa leaders listed after ${stopped} games`);
      await app.page.reload();
      await app.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      assertEqual((await progress(app)).played, stopped, "a reload after Cancel keeps every game");
      // Resume for a chosen number of days: two days are eight games, wherever it stopped.
      await app.id("season-days").fill("2");
      assertEqual(await app.text("season-play-days"), "Play 2 days", "the button says how many days");
      await app.press("season-play-days");
      await waitFor(async () => (await progress(app)).played === stopped + 8 && !(await app.id("season-cancel").isEnabled()), "two more days played", 30000);
      const kept = stopped + 8;

      // The season file out, a new season, and the file back in.
      const href = await app.id("export-season").getAttribute("href");
      assert(href.startsWith("data:application/json"), href.slice(0, 40));
      const json = decodeURIComponent(href.slice(href.indexOf(",") + 1));
      const standingsCsv = decodeURIComponent((await app.id("export-standings").getAttribute("href")).split(",").slice(1).join(","));
      assertEqual(standingsCsv.trim().split("\n").length, 9, "a header and eight teams in the standings file");
      const dir = mkdtempSync(join(tmpdir(), "season-"));
      const file = join(dir, "season.json");
      writeFileSync(file, json);
      await app.press("new-season-button");
      await app.press("confirm-yes");
      await app.page.waitForSelector('[data-testid="new-season"]');
      await app.id("season-length").selectOption("4");
      await app.press("start-season");
      await app.page.waitForSelector('[data-testid="season-run"]');
      assertEqual((await progress(app)).total, 16, "the short season started");
      const bad = join(dir, "bad.json");
      writeFileSync(bad, json.slice(0, json.length / 2));
      await app.id("import-season").setInputFiles(bad);
      await waitFor(async () => (await app.count("season-problem")) > 0, "a damaged file is refused", 5000);
      assert((await app.text("season-problem")).includes("unchanged"), await app.text("season-problem"));
      assertEqual((await progress(app)).total, 16, "a refused file changes nothing");
      await app.id("import-season").setInputFiles(file);
      await app.press("confirm-yes");
      await waitFor(async () => (await progress(app)).total === 328, "the imported season opens as a new league beside the short one", 5000);
      assertEqual((await progress(app)).played, kept, "the imported season has every game played");
      await app.page.reload();
      await app.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      assertEqual((await progress(app)).played, kept, "the imported season is saved");
    },
  },
  {
    name: "Seasons: an Open Ice season with playoffs played to the end: standings, leaders, a team's page beside its cards, the bracket to a champion, and past games (a playoff game among them) replayed and shared",
    timeout: 120_000,
    async run(t) {
      const app = await t.newApp();
      await openSeasonPage(app, "open-ice");
      await app.id("season-length").selectOption("10");
      await app.id("season-playoffs").selectOption("4");
      await app.press("start-season");
      await app.page.waitForSelector('[data-testid="season-run"]');
      await app.press("season-rest");
      await waitFor(async () => (await progress(app)).played === 40, "the whole season", 60000);
      await waitFor(async () => (await app.text("season-progress-text")).startsWith("Season over"), "the season and its playoffs over", 30000);
      // The top four by the standings met in two rounds; the final's winner is the champion.
      const seeds = await app.page.$$eval('[data-testid="standings-row"] button', (bs) => bs.slice(0, 4).map((b) => b.textContent.trim()));
      assertEqual(await app.count("playoff-series"), 3, "two semi-finals and a final");
      const semi = await app.page.locator('[data-testid="playoff-series"]').first().textContent();
      assert(semi.startsWith(seeds[0]) && semi.includes(seeds[3]), `first meets fourth: ${semi} (${seeds})`);
      const champion = (await app.text("playoff-champion")).replace("Champions: ", "");
      assert(seeds.includes(champion), `the champion ${champion} is one of ${seeds}`);
      assert((await app.text("season-progress-text")).includes(`${champion} won the playoffs`), await app.text("season-progress-text"));
      const final = await app.page.locator('[data-testid="playoff-series"]').last().textContent();
      assert(final.includes(`${champion} wins`) && /4 – [0-3]|[0-3] – 4/.test(final), `the final: ${final}`);
      // The latest day shown is the final's last game: its replay ends as listed.
      assert((await app.id("season-day-select").locator("option:checked").textContent()).startsWith("Playoffs, round 2"), "the final's day first");
      assertEqual(await app.count("season-game"), 1, "one game on the final's last day");
      await replayFirstListedGame(app);
      await app.page.goBack();
      await app.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      assert(!(await app.id("season-rest").isEnabled()), "nothing left to play");
      assertEqual(await standingsSum(app, 2), 80, "ten games for each of eight teams");
      const gaa = await app.id("leaders-gaa").locator("li").first().textContent();
      assert(/\d\.\d\d$/.test(gaa.trim()), `a goals-against average: ${gaa}`);

      // A team's page: its points as the standings have them, a chart, each skater's line
      // beside his card's, and the league's tally of regulars within 15%.
      const top = app.page.locator('[data-testid="standings-row"]').first();
      const topPoints = Number(await top.locator("td.points").textContent());
      await app.press(top.locator('button[data-testid^="season-team-"]'));
      await app.page.waitForSelector('[data-testid="season-team"]');
      assert((await app.text("season-team-name")).endsWith(`${topPoints} points`), await app.text("season-team-name"));
      assert((await app.text("points-chart")).includes(`has ${topPoints} points after 10 of 10 games`), await app.text("points-chart"));
      assert((await app.count("team-skater")) >= 12, "the team's skaters listed");
      assert((await app.count("team-goalie")) >= 1, "the team's goalies listed");
      const firstSkater = await app.page.locator('[data-testid="team-skater"]').first().locator("td").allTextContents();
      assert(/^\d\.\d\d \/ \d\.\d\d/.test(firstSkater[7]), `goals a game, season / card: ${firstSkater[7]}`);
      const tally = /(\d+) of (\d+) regulars/.exec(await app.text("season-honesty"));
      assert(tally && Number(tally[2]) > 40 && Number(tally[1]) <= Number(tally[2]), await app.text("season-honesty"));
      await app.press("season-team-close");
      assertEqual(await app.count("season-team"), 0, "the team's page closes");

      // The last day's games, and the first day's: each opens as a replay ending at its score,
      // and the replay's address opens the same game in a fresh browser.
      await app.id("season-day-select").selectOption("9");
      assertEqual(await app.count("season-game"), 4, "the last regular day's four games");
      await app.id("season-day-select").selectOption("0");
      assertEqual(await app.count("season-game"), 4, "the first day's four games");
      const { url, score } = await replayFirstListedGame(app);
      const friend = await t.newApp();
      await friend.page.goto(url);
      await friend.page.waitForSelector('[data-testid="replay"]', { timeout: 15000 });
      assertEqual({ home: Number(await friend.text("score-home")), away: Number(await friend.text("score-away")) }, score, "the shared replay");
    },
  },
  {
    name: "Seasons: an Inside the Crease season with a coached team stops before his game; his coach rests a forward (kept on reload), he plays it at the table to the end with that forward sitting out, its result joins the season, the rest is over, and the season stops before his next, which he hands to the computer",
    timeout: 240_000,
    async run(t) {
      const app = await t.newApp();
      await openSeasonPage(app, "crease");
      await app.id("season-length").selectOption("4");
      // The league's first team: at home in the season's first game.
      const first = app.page.locator('[data-testid^="season-coach-"]').first();
      await app.press(first);
      assert(await first.isChecked(), "the first team is coached");
      const abbr = (await first.getAttribute("data-testid")).replace("season-coach-", "");
      await app.press("start-season");
      await app.page.waitForSelector('[data-testid="season-run"]');
      await app.press("season-rest");
      await app.page.waitForSelector('[data-testid="season-your-game"]', { timeout: 15000 });
      assertEqual((await progress(app)).played, 0, "the coached team's game is the first: nothing is simulated before it");
      assert((await app.text("season-your-game")).includes("You coach this game"), await app.text("season-your-game"));

      // His coach rests a forward for the game: the roster says so, a reload keeps it, and
      // the rested player is not in that game's box score.
      await app.press(`season-team-${abbr}`);
      await app.page.waitForSelector('[data-testid="season-roster"]');
      await app.page.locator('[data-testid="season-roster"] summary').click();
      const forward = app.page.locator('[data-testid="roster-player"]').filter({ hasText: /\((LW|C|RW)\)/ }).first();
      const rested = (await forward.locator("span").first().textContent()).replace(/ \(.*\)$/, "");
      await app.press(forward.locator('[data-testid="roster-rest"]'));
      await waitFor(async () => (await forward.locator('[data-testid="roster-out"]').count()) === 1, "the rest shown", 5000);
      assert((await forward.textContent()).includes("rested"), await forward.textContent());
      await app.page.reload();
      await app.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      await app.press(`season-team-${abbr}`);
      assertEqual(await app.page.locator('[data-testid="roster-out"]').count(), 1, "a reload keeps the rest");
      await app.press("season-play-at-table");
      await app.page.waitForSelector('[data-testid="table"]', { timeout: 15000 });
      const opening = await app.logLines();
      assert(opening.some((l) => l.startsWith(`${rested} (`) && l.endsWith("sits out the game.")), `the game opens with ${rested} sitting out: ${opening.join(" | ")}`);
      // The table says it is a season game (its day, both records going in) and leads back.
      const context = await app.text("season-context");
      assert(/ · Day 1 · \S+ 0-0-0, \S+ 0-0-0$/.test(context), `the season's context at the table: ${context}`);
      assert(context.includes(abbr), `the coached team is named: ${context}`);
      assertEqual(await app.id("back-to-season").getAttribute("href"), "#/season/crease/1", "the top bar leads back to the season's league");
      await playToTheEnd(app);
      // The lobby lists it as a season game.
      const tableUrl = app.page.url();
      await app.press("back-to-lobby");
      await app.page.waitForSelector('[data-testid="lobby"]');
      const seasonRows = app.page.locator('[data-testid="save-row"]').filter({ has: app.page.locator('[data-testid="save-season"]') });
      assertEqual(await seasonRows.count(), 1, "one saved game marked as a season game");
      assertEqual(await seasonRows.locator('[data-testid="save-season"]').textContent(), "Season game", "marked as a season game");
      // The final offers the way back to the season first.
      await app.page.goto(tableUrl);
      await app.page.waitForSelector('[data-testid="final-result"]', { timeout: 15000 });
      await app.press("final-back-to-season");
      await app.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      await waitFor(async () => (await progress(app)).played === 1, "the game played at the table joins the season", 5000);
      assertEqual(await standingsSum(app, 2), 2, "both teams of that game in the standings");
      await app.press(`season-team-${abbr}`);
      assertEqual(await app.page.locator('[data-testid="roster-out"]').count(), 0, "the rest was for one game");
      await app.press("season-team-close");
      // The game played at the table is listed as such, and its replay is the game he played.
      assert((await firstListedGame(app)).words.includes("played at the table"), (await firstListedGame(app)).words);
      await replayFirstListedGame(app);
      await app.page.goBack();
      await app.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });

      // The rest of the first day is simulated; the coached team's next game waits for him.
      await app.press("season-rest");
      await app.page.waitForSelector('[data-testid="season-your-game"]', { timeout: 30000 });
      assertEqual((await progress(app)).played, 4, "the first day's other three games, then his next game waits");
      await app.page.reload();
      await app.page.waitForSelector('[data-testid="season-your-game"]', { timeout: 15000 });
      assertEqual((await progress(app)).played, 4, "a reload keeps the season and its waiting game");
      // He hands this one to the computer: it is played, and only it.
      await app.press("season-computer-plays");
      await waitFor(async () => (await progress(app)).played === 5 && !(await app.id("season-cancel").isEnabled()), "the computer coaches his game", 30000);
      assertEqual(await standingsSum(app, 2), 10, "five games in the standings");
    },
  },
  {
    name: "Seasons: the computer coaches my team until a chosen day (kept on reload), the season runs through his games without stopping and says why it stopped; lines he changed at the table start his next game",
    timeout: 240_000,
    async run(t) {
      const app = await t.newApp();
      await openSeasonPage(app, "crease");
      await app.id("season-length").selectOption("10");
      // The league's first team: its game is each day's first, at home on day 5 (the schedule's
      // circle keeps team 0 in the first game).
      const first = app.page.locator('[data-testid^="season-coach-"]').first();
      await app.press(first);
      await app.press("start-season");
      await app.page.waitForSelector('[data-testid="season-run"]');
      assertEqual(await app.id("season-computer-until").inputValue(), "never", "no choice at first: a stop before each game");
      await app.id("season-computer-until").selectOption("day");
      await app.page.waitForSelector('[data-testid="season-until-day"]');
      await app.id("season-until-day").fill("5");
      await app.id("season-until-day").dispatchEvent("change");
      await sleep(200);
      await app.page.reload();
      await app.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      assertEqual(await app.id("season-computer-until").inputValue(), "day", "a reload keeps the choice");
      assertEqual(await app.id("season-until-day").inputValue(), "5", "and its day");
      assertEqual(await app.count("season-your-game"), 0, "no stop before his first game: the computer coaches it");

      // The longest frame while the season runs, from the page's own animation frames.
      await app.page.evaluate(() => {
        window.__longestFrame = 0;
        let last = performance.now();
        const tick = (now) => {
          window.__longestFrame = Math.max(window.__longestFrame, now - last);
          last = now;
          if (!window.__stopFrames) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await app.press("season-rest");
      await app.page.waitForSelector('[data-testid="season-your-game"]', { timeout: 60000 });
      const longest = await app.page.evaluate(() => { window.__stopFrames = true; return window.__longestFrame; });
      console.log(`    season page, 16 games with a coached team run by the computer: longest frame ${longest.toFixed(1)} ms`);
      assertEqual((await progress(app)).played, 16, "four days played through, his four games among them, then a stop before his game on day 5");
      assert((await app.text("season-progress-text")).startsWith("Day 5 of 10"), await app.text("season-progress-text"));
      assert((await app.text("season-stop-reason")).includes("before day 5"), await app.text("season-stop-reason"));
      assertEqual(await app.id("season-computer-until").inputValue(), "never", "the choice has run its course");
      assertEqual(await standingsSum(app, 2), 32, "all sixteen games in the standings");

      // At the table he swaps his first two lines' centres, uses the lines and plays it out.
      await app.press("season-play-at-table");
      await app.page.waitForSelector('[data-testid="bench-editor-home"]', { timeout: 15000 });
      const computer = await app.page.evaluate(readPlaces);
      const place = (key) => app.id("bench-editor-home").getByTestId(`place-${key}`);
      await app.press(place("f0-1").getByTestId("bench-chip"));
      await app.press(place("f1-1").getByTestId("bench-chip"));
      const chosen = await app.page.evaluate(readPlaces);
      assertEqual([chosen["f0-1"], chosen["f1-1"]], [computer["f1-1"], computer["f0-1"]], "the centres swapped");
      await app.press("bench-use-home");
      await playToTheEnd(app);
      await app.press("back-to-lobby");
      await app.page.waitForSelector('[data-testid="lobby"]');
      await app.press("season-crease");
      await app.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      await waitFor(async () => (await progress(app)).played === 17, "the game at the table joins the season", 5000);

      // The rest of day 5, then a stop before his next game (away): his lines start it.
      await app.press("season-rest");
      await app.page.waitForSelector('[data-testid="season-your-game"]', { timeout: 30000 });
      assertEqual((await progress(app)).played, 20, "day 5 played, then his game on day 6 waits");
      assert((await app.text("season-stop-reason")).includes("your team's to coach"), await app.text("season-stop-reason"));
      assertEqual(await app.count("lineup-kept"), 1, "the page says his lines start the game");
      await app.press("season-play-at-table");
      await app.page.waitForSelector('[data-testid="bench-editor-away"]', { timeout: 15000 });
      const next = await app.page.evaluate(readPlaces, ["bench-editor-away", "fd"]);
      assertEqual(next, chosen, "the lines as he left them");
      // The computer's line-up is one tap away.
      await app.press("bench-computer-away");
      const suggested = await app.page.evaluate(readPlaces, ["bench-editor-away", "fd"]);
      assert(JSON.stringify(suggested) !== JSON.stringify(chosen), `as the computer would: not his lines (${JSON.stringify(suggested)})`);
    },
  },
  {
    name: "Seasons: an own team built in the team builder joins an Open Ice season beside the league's (the team count and another length checked as they are picked), plays it, has a team page beside its cards, and stays in the season after a reload with the builder's copy deleted",
    timeout: 150_000,
    async run(t) {
      const app = await t.newApp();
      await openSeasonPage(app, "open-ice");
      assertEqual(await app.count("season-team-choice"), 8, "the league's eight teams offered");
      await app.press("season-team-builder");
      await app.page.waitForSelector('[data-testid="team-builder"]', { timeout: 15000 });
      await app.id("team-start-from").selectOption("MBC");
      await app.id("team-abbreviation").fill("RVO");
      await app.id("team-city").fill("Riverton");
      await app.id("team-name").fill("Otters");
      await app.press("check-team");
      await app.page.waitForSelector('[data-testid="team-cards"]');
      await app.press("save-team");
      await waitFor(async () => /Saved Riverton Otters/.test(await app.text("team-status")), "the team saved");
      await app.press("to-season-open-ice");
      await app.page.waitForSelector('[data-testid="new-season"]', { timeout: 15000 });

      assertEqual(await app.count("season-team-choice"), 9, "the own team offered after the league's");
      assert(!(await app.id("season-plays-own-RVO").isChecked()), "an own team joins only when picked");
      assert(await app.id("season-coach-own-RVO").isDisabled(), "a team that does not play can't be coached");
      await app.press("season-plays-own-RVO");
      assert((await app.text("season-teams-count")).includes("even number"), await app.text("season-teams-count"));
      await app.press("start-season");
      await waitFor(async () => (await app.count("season-problem")) > 0, "nine teams refused", 5000);
      assert((await app.text("season-problem")).includes("even number"), await app.text("season-problem"));
      // Leave out the league's last team: eight teams again, the own team among them.
      const last = app.page.locator('[data-testid="season-team-choice"]').nth(7).locator('input[data-testid^="season-plays-"]');
      await app.press(last);
      // Another length: an odd number of games a team can't be split home and away.
      await app.id("season-length").selectOption("custom");
      await app.id("season-custom-length").fill("3");
      assert((await app.text("season-teams-count")).includes("(3 is not)"), await app.text("season-teams-count"));
      await app.id("season-custom-length").fill("4");
      assertEqual(await app.text("season-teams-count"), "8 teams: 16 games, 4 a day.", "the count after leaving one out");
      await app.id("season-playoffs").selectOption("0");
      await app.press("start-season");
      await app.page.waitForSelector('[data-testid="season-run"]');
      assertEqual(await app.count("season-problem"), 0, "the earlier refusal is gone");
      await app.press("season-rest");
      await waitFor(async () => (await progress(app)).played === 16, "the whole season", 60000);
      assertEqual(await app.count("standings-row"), 8, "eight teams in the standings");
      assertEqual(await app.count("season-team-RVO"), 1, "the own team in the standings");

      // The own team's page: its players' season lines beside the lines they were built from.
      await app.press("season-team-RVO");
      await app.page.waitForSelector('[data-testid="season-team"]');
      assert((await app.text("season-team-name")).startsWith("Riverton Otters"), await app.text("season-team-name"));
      assert((await app.count("team-skater")) >= 12, "the own team's skaters listed");
      const skater = await app.page.locator('[data-testid="team-skater"]').first().locator("td").allTextContents();
      assert(/^\d\.\d\d \/ \d\.\d\d/.test(skater[7]), `goals a game, season / card: ${skater[7]}`);
      await app.press("season-team-close");

      // The season carries its own team: deleting the builder's copy changes nothing.
      await app.page.evaluate(() => localStorage.removeItem("rinkside.team.RVO"));
      await app.page.reload();
      await app.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      assertEqual((await progress(app)).played, 16, "the season after a reload");
      assertEqual(await app.count("season-team-RVO"), 1, "the own team still in the standings");
      const listed = await app.page.locator('[data-testid="season-game"]').allTextContents();
      assert(listed.length === 4, `the last day's games: ${listed.length}`);
    },
  },
  {
    name: "Seasons: with the browser's storage full, playing on says so and keeps the season as last saved; once room is made, the next save keeps every game",
    timeout: 90_000,
    async run(t) {
      const app = await t.newApp();
      await openSeasonPage(app, "open-ice");
      await app.id("season-length").selectOption("10");
      await app.press("start-season");
      await app.page.waitForSelector('[data-testid="season-run"]');
      await app.press("season-day");
      await waitFor(async () => (await progress(app)).played === 4 && !(await app.id("season-cancel").isEnabled()), "a day played", 30000);
      // Fill the real quota: large strings, then smaller ones, until not even 16 characters fit.
      const fillers = await app.page.evaluate(() => {
        let chunk = "x".repeat(512 * 1024);
        let i = 0;
        while (chunk.length > 16) {
          try {
            localStorage.setItem(`filler${i}`, chunk);
            i += 1;
          } catch {
            chunk = chunk.slice(0, chunk.length / 2);
          }
        }
        return i;
      });
      assert(fillers > 0, "the storage filled");
      await app.press("season-day");
      await waitFor(async () => (await app.count("season-problem")) > 0, "the full storage said", 30000);
      assert((await app.text("season-problem")).includes("Browser storage is full"), await app.text("season-problem"));
      await waitFor(async () => !(await app.id("season-cancel").isEnabled()), "the day played in the page", 30000);
      assertEqual((await progress(app)).played, 8, "the games go on in the page");
      const stored = await app.page.evaluate(() => JSON.parse(localStorage.getItem("rinkside.season.open-ice")).results.length);
      assertEqual(stored, 4, "the stored season is the last one saved");
      // Room made (as deleting old games in the lobby would): the next save keeps all of them.
      await app.page.evaluate((n) => { for (let i = 0; i < n; i++) localStorage.removeItem(`filler${i}`); }, fillers);
      await app.press("season-day");
      await waitFor(async () => (await progress(app)).played === 12 && (await app.count("season-problem")) === 0, "saved again", 30000);
      await app.page.reload();
      await app.page.waitForSelector('[data-testid="season-run"]', { timeout: 15000 });
      assertEqual((await progress(app)).played, 12, "every game kept after a reload");
    },
  },
];
