// End-to-end tests for Open Ice (src/ui/open_ice/, src/ui/sim/, src/ui/teams/),
// appended to TESTS in tests.mjs: a game coached through the UI, auto-play to the end with
// pause, reload mid-game, a share link opened in a fresh browser, and a team built from pasted
// CSV. Buttons are clicked (desktop) or tapped (tablet); state is read from data-testid only.

import { assert, assertEqual, assertListedScore, autoplayStopsAtADecision, waitFor, sleep } from "./lib.mjs";

/** Opens the Open Ice new-game page from the lobby's tile. */
async function openOpenIceSetup(app) {
  await app.open("#/");
  await app.press("choose-open-ice");
  await app.page.waitForSelector('[data-testid="oi-setup"]', { timeout: 15000 });
}

/** Opens the Open Ice new-game page from the lobby's tile and starts a game; returns its id. */
export async function startOpenIce(app, { home, away, coachHome = "person", coachAway = "computer", overtime, skaters } = {}) {
  await openOpenIceSetup(app);
  if (home) await app.id("oi-team-home").selectOption(home);
  if (away) await app.id("oi-team-away").selectOption(away);
  await app.id("oi-coach-home").selectOption(coachHome);
  await app.id("oi-coach-away").selectOption(coachAway);
  if (overtime) await app.id("oi-overtime").selectOption(overtime);
  if (skaters) await app.id("oi-ot-skaters").selectOption(skaters);
  await app.press("oi-start");
  await app.page.waitForSelector('[data-testid="table"]', { timeout: 10000 });
  const m = /^#\/play\/([0-9a-f]+)$/.exec(app.hash());
  assert(m, `after Face off the fragment should be #/play/<id>, got ${app.hash()}`);
  return m[1];
}

/** The table as the page shows it. */
function readSim() {
  const q = (id) => document.querySelector(`[data-testid="${id}"]`);
  const txt = (id) => q(id)?.textContent.trim() ?? null;
  const num = (id) => Number(txt(id));
  const card = q("card-read");
  const playerGoals = (side) =>
    [...document.querySelectorAll(`[data-testid="player-box-${side}"] [data-testid="skater-line"]`)].reduce(
      (sum, row) => sum + Number(row.querySelectorAll("td")[0].textContent),
      0,
    );
  const goalieAgainst = (side) =>
    [...document.querySelectorAll(`[data-testid="player-box-${side}"] [data-testid="goalie-line"]`)].reduce(
      (sum, row) => sum + Number(row.querySelectorAll("td")[2].textContent),
      0,
    );
  return {
    score: { home: num("score-home"), away: num("score-away") },
    period: txt("period"),
    cardsLeft: txt("cards-left"),
    card: card?.dataset.card ?? null,
    reading: txt("card-reading"),
    words: txt("step-words"),
    log: document.querySelectorAll('[data-testid="log"] [data-testid="log-line"]').length,
    final: txt("final-result"),
    emptyNetGoals: [...document.querySelectorAll('[data-testid="log"] [data-testid="log-line"]')].filter((l) =>
      /shoots at the empty net .*GOAL/.test(l.textContent),
    ).length,
    stars: document.querySelectorAll('[data-testid="three-stars"] [data-testid="star"]').length,
    playerGoals: { home: playerGoals("home"), away: playerGoals("away") },
    goalsAgainst: { home: goalieAgainst("home"), away: goalieAgainst("away") },
    shootHome: !!q("shoot-home"),
    shootersHome: !!q("shooters-home"),
    pullHome: !!q("pull-goalie-home"),
    running: !!q("pause"),
    stepEnabled: q("step") ? !q("step").disabled : false,
  };
}

const sim = (app) => app.page.evaluate(readSim);

/**
 * Presses Step (or taps/clicks the ice, or presses Space) and waits for the log to grow. A
 * decision offered to the home coach (a chance to shoot) is answered first: play waits for it.
 */
async function stepOnce(app, how = "step") {
  const offered = await sim(app);
  if (offered.shootHome) {
    await app.press("hold-home");
    await waitFor(async () => (await sim(app)).log > offered.log, "the play-by-play to grow after keeping the puck");
  }
  const before = await sim(app);
  if (how === "space") {
    await app.page.locator('[data-testid="scoreboard"]').click({ position: { x: 5, y: 5 } });
    await app.page.keyboard.press("Space");
  } else {
    await app.press(how);
  }
  await waitFor(async () => (await sim(app)).log > before.log, `the play-by-play to grow after ${how}`);
}

/**
 * The box score agrees with itself: players' goals add to the score; goalies' goals against add
 * to the other side's score but for empty-net goals, which no goalie is charged with.
 */
function assertBoxAddsUp(s, where) {
  assertEqual(s.playerGoals, s.score, `${where}: skaters' goals against the scoreboard`);
  assert(s.goalsAgainst.home <= s.score.away && s.goalsAgainst.away <= s.score.home, `${where}: goalies' goals against within the score`);
  const uncharged = s.score.home + s.score.away - s.goalsAgainst.home - s.goalsAgainst.away;
  assertEqual(uncharged, s.emptyNetGoals, `${where}: goals no goalie is charged with, against empty-net goals in the log`);
}

/** Plays a coached game to the end: auto-play to the end of the game, answering every decision. */
async function coachToTheEnd(app) {
  let decisions = 0;
  for (let guard = 0; guard < 400; guard++) {
    const s = await sim(app);
    if (s.final) return decisions;
    if (s.shootHome) {
      // Alternate the two answers so both are exercised.
      await app.press(decisions % 2 === 0 ? "shoot-home" : "hold-home");
      decisions++;
    } else if (s.shootersHome) {
      await app.press("draw-shooters-home");
      decisions++;
    } else if (!s.running && s.stepEnabled) {
      await app.press("autoplay");
    }
    await waitFor(async () => {
      const now = await sim(app);
      return now.final || now.shootHome || now.shootersHome || (!now.running && now.stepEnabled && now.log !== s.log);
    }, "auto-play to stop at a decision or the end", 30000, 50);
  }
  throw new Error("the game did not end");
}

export const OPEN_ICE_TESTS = [
  {
    name: "Open Ice: auto-play to the end of the game stops when the coached team, trailing late, may pull its goalie (issue 37)",
    timeout: 90_000,
    async run(t) {
      await autoplayStopsAtADecision(t, "autoplay-open-ice.txt", "you may pull your goalie", "pull-goalie-home");
    },
  },
  {
    name: "Open Ice: a new game plays the rulebook's rules; a house rule chosen shows at the table",
    timeout: 60_000,
    async run(t) {
      const app = await t.newApp();
      await openOpenIceSetup(app);
      assertEqual(await app.id("oi-ot-skaters").inputValue(), "5", "overtime skaters default to the book's 5 on 5");
      const offered = await app.id("oi-ot-skaters").locator("option").allTextContents();
      assert(offered.filter((o) => /house rule/.test(o)).length === 2, `4 on 4 and 3 on 3 are labelled house rules: ${offered}`);
      await app.press("oi-start");
      await app.page.waitForSelector('[data-testid="table"]', { timeout: 10000 });
      const book = await app.text("oi-rules");
      assert(/rulebook/.test(book) && !/House rule/.test(book), `the table names the book's rules: ${book}`);

      await startOpenIce(app, { skaters: "3" });
      const house = await app.text("oi-rules");
      assert(/House rule: 3-on-3 overtime/.test(house), `the table names the house rule: ${house}`);
    },
  },
  {
    name: "Open Ice: a game coached through the UI against the computer manager, to the end",
    timeout: 150_000,
    async run(t) {
      const app = await t.newApp();
      await startOpenIce(app, { home: "league:MBC", away: "league:GLF" });
      let s = await sim(app);
      assertEqual(s.score, { home: 0, away: 0 }, "score at the start");
      assertEqual(s.period, "Before the 1st", "period before the opening face-off");
      assert(/Marrow Bay/.test(await app.text("lineup-home")), "home line-up names the chosen team");

      // The opening face-off, then cards: by the Step button, by tapping the ice, by Space.
      await stepOnce(app, "step");
      s = await sim(app);
      assertEqual(s.period, "1st", "period after the first step");
      assert(/face-off/i.test(s.words), `the words say what happened: ${s.words}`);
      await stepOnce(app, "step");
      await stepOnce(app, "ice");
      if (!t.project.touch) await stepOnce(app, "space");
      s = await sim(app);
      assert(/^\d+$/.test(s.card), `an action card is shown (${s.card})`);
      assert(/^[AMD]\s*(P1|P0|P-1|CTL|FO|PEN|SHT)$/.test(s.reading.replace(/\s+/g, " ")), `the reading used is highlighted: ${s.reading}`);
      assertEqual(
        await app.page.locator('[data-testid="card-read"] [data-testid="card-other"]').count(),
        2,
        "the two readings not used",
      );

      // Run to the next whistle: it stops by itself with play stopped or a decision to make.
      await app.id("run-to").selectOption("whistle");
      await app.id("speed").selectOption("very-fast");
      // A chance to shoot may be waiting (and a shot may bring another): answer until play goes on.
      await waitFor(async () => {
        const now = await sim(app);
        if (now.shootHome) await app.press("shoot-home");
        return now.stepEnabled;
      }, "play to be ready to go on");
      await app.press("autoplay");
      await waitFor(async () => !(await sim(app)).running, "auto-play to stop at the whistle", 20000);
      // "Suggest" says what the computer would do for the coached team, and does nothing.
      const logBefore = (await sim(app)).log;
      await app.press("suggest-home");
      assert(/^The computer would (shoot now|hold the puck|play on|pull the goalie)/.test(await app.text("suggestion")), `a suggestion: ${await app.text("suggestion")}`);
      assertEqual((await sim(app)).log, logBefore, "a suggestion plays nothing");
      assertEqual(await app.count("suggest-away"), 0, "no suggestion for the computer's team");

      await app.id("run-to").selectOption("game");
      await app.id("speed").selectOption("instant");
      const decisions = await coachToTheEnd(app);
      assert(decisions > 0, "the person coaching was asked at least one decision");
      s = await sim(app);
      assert(/^Final/.test(s.final), `final banner: ${s.final}`);
      assert(s.stars >= 1 && s.stars <= 3, `three stars shown (${s.stars})`);
      assertBoxAddsUp(s, "at the end");
      const total = s.score.home + s.score.away;
      assert(total <= 20, `a hockey score (${s.score.home}-${s.score.away})`);
      const shots = [await app.text("shots-home"), await app.text("shots-away")].map((x) => Number(x.replace(/\D/g, "")));
      assert(shots.every((n) => n >= 8 && n <= 70), `shots look like hockey: ${shots}`);

      // The lobby lists it as finished, with the score.
      await app.press("back-to-lobby");
      await app.page.waitForSelector('[data-testid="lobby"]');
      const row = app.page.locator('[data-testid="save-row"]').first();
      assert(/Open Ice/.test(await row.textContent()), "the save is listed as Open Ice");
      const savedScore = (await row.getByTestId("save-score").textContent()).trim();
      const savedPeriod = (await row.getByTestId("save-period").textContent()).trim();
      assert(/^Final/.test(savedPeriod), "saved as final");
      assertListedScore(savedScore, savedPeriod, s.score, "saved score");
    },
  },
  {
    name: "Open Ice: watching the computer manage both teams, pause, change speed, auto-play to the end",
    timeout: 120_000,
    async run(t) {
      const app = await t.newApp();
      await startOpenIce(app, { coachHome: "computer", coachAway: "computer" });
      await app.id("run-to").selectOption("game");
      await app.id("speed").selectOption("fast");
      await app.press("autoplay");
      await waitFor(async () => (await sim(app)).log > 12, "auto-play to move the game", 10000);
      await app.press("pause");
      const paused = await sim(app);
      assert(!paused.running, "Pause stops auto-play");
      await sleep(600);
      assertEqual((await sim(app)).log, paused.log, "nothing moves while paused");
      // Space resumes nothing: it steps once.
      await app.id("speed").selectOption("instant");
      await app.press("autoplay");
      await waitFor(async () => (await sim(app)).final, "the game to end", 60000, 100);
      const s = await sim(app);
      assertBoxAddsUp(s, "after auto-play");
      assert(!s.stepEnabled, "no stepping after the final whistle");
      assert(s.stars >= 1, "three stars at the end");
    },
  },
  {
    name: "Open Ice: a reload mid-game brings back the same game",
    async run(t) {
      const app = await t.newApp();
      const id = await startOpenIce(app);
      await app.id("run-to").selectOption("period");
      await app.id("speed").selectOption("instant");
      // A decision may stop the run early; answer it and go on until the first period is over.
      for (let i = 0; i < 40 && (await sim(app)).period !== "2nd"; i++) {
        const s = await sim(app);
        if (s.shootHome) await app.press("shoot-home");
        else if (s.stepEnabled && !s.running) await app.press("autoplay");
        await sleep(150);
      }
      if ((await sim(app)).shootHome) await app.press("shoot-home");
      else await stepOnce(app, "step");
      const before = await sim(app);
      const logBefore = await app.page.locator('[data-testid="log"] [data-testid="log-line"]').allTextContents();
      await app.page.reload();
      await app.ready();
      assertEqual(app.hash(), `#/play/${id}`, "same page after reload");
      const after = await sim(app);
      for (const key of ["score", "period", "cardsLeft", "card", "log"]) assertEqual(after[key], before[key], `${key} after reload`);
      assertEqual(
        await app.page.locator('[data-testid="log"] [data-testid="log-line"]').allTextContents(),
        logBefore,
        "play-by-play after reload",
      );
      if (after.shootHome) await app.press("hold-home");
      else await stepOnce(app, "step");
    },
  },
  {
    name: "Open Ice: a share link opens the same game in a fresh browser and carries on",
    async run(t) {
      const app = await t.newApp();
      await startOpenIce(app, { coachHome: "computer", coachAway: "computer" });
      await app.id("run-to").selectOption("goal");
      await app.id("speed").selectOption("instant");
      await app.press("autoplay");
      await waitFor(async () => !(await sim(app)).running, "auto-play to the first goal", 30000);
      const before = await sim(app);
      await app.press("share-button");
      const url = await app.id("share-url").inputValue();
      assert(url.includes("#/replay/"), `share link: ${url}`);

      const friend = await t.newApp();
      await friend.page.goto(url);
      await friend.page.waitForSelector('[data-testid="replay"]', { timeout: 15000 });
      const seen = await sim(friend);
      for (const key of ["score", "period", "card", "log"]) assertEqual(seen[key], before[key], `${key} in the shared replay`);
      const step = await friend.text("replay-step");
      const m = /^Move (\d+) of (\d+)$/.exec(step);
      assert(m && m[1] === m[2], `replay opens at the end: ${step}`);
      await friend.press("replay-start");
      assertEqual((await sim(friend)).score, { home: 0, away: 0 }, "score at the start of the replay");
      await friend.press("replay-end");
      // Under load (two cores, builds running) the page may take a while to answer: wait for
      // what the press must bring, with room, rather than a bare 5 s click.
      const moveShown = (n) => waitFor(async () => (await friend.text("replay-step")) === `Move ${n} of ${m[2]}`, `the replay at move ${n}`, 20000);
      await moveShown(m[2]);
      let from = await sim(friend);
      assertEqual(from.score, before.score, "score at the end of the replay");
      if (from.final) {
        // Auto-play to the first goal can end a goalless game: a finished game can't be
        // continued, the move before it can.
        assert(await friend.id("replay-continue").isDisabled(), "no continuing from a finished game");
        await friend.press("replay-back");
        await moveShown(Number(m[2]) - 1);
        from = await sim(friend);
        assert(!from.final, "the move before the end is not finished");
      }
      await waitFor(() => friend.id("replay-continue").isEnabled(), "Continue from here to be enabled", 20000);
      await friend.press("replay-continue", { timeout: 20000 });
      await friend.page.waitForSelector('[data-testid="table"]', { timeout: 20000 });
      assert(/^#\/play\//.test(friend.hash()), "continuing opens a game of the friend's own");
      assertEqual((await sim(friend)).score, from.score, "score carried on");
      await stepOnce(friend, "step");
    },
  },
  {
    name: "Open Ice: an edited share link is refused with a message",
    projects: ["desktop"],
    async run(t) {
      const app = await t.newApp();
      await startOpenIce(app, { coachHome: "computer", coachAway: "computer" });
      await stepOnce(app, "step");
      await app.press("share-button");
      const url = await app.id("share-url").inputValue();
      const code = url.split("#/replay/")[1];
      const i = Math.floor(code.length / 2);
      const edited = code.slice(0, i) + (code[i] === "A" ? "B" : "A") + code.slice(i + 1);
      const friend = await t.newApp();
      await friend.page.goto(url.split("#")[0] + "#/replay/" + edited);
      await friend.page.waitForSelector('[data-testid="notice"]', { timeout: 15000 });
      assert(/can't be opened/.test(await friend.text("notice")), "the lobby says the link can't be opened");
    },
  },
];

/** Fills a form field by typing into it the way a person does (select all, type). */
async function typeInto(app, testId, text) {
  const field = app.id(testId);
  await field.fill("");
  await field.type(text, { delay: 0 });
}

OPEN_ICE_TESTS.push({
  name: "Open Ice: a team built from pasted CSV, a bad row refused with its line and column, then played",
  timeout: 120_000,
  async run(t) {
    const app = await t.newApp();
    await app.open("#/");
    await app.press("choose-open-ice");
    await app.page.waitForSelector('[data-testid="oi-setup"]', { timeout: 15000 });
    await app.press("open-team-builder");
    await app.page.waitForSelector('[data-testid="team-builder"]', { timeout: 15000 });

    await typeInto(app, "team-abbreviation", "RVO");
    await typeInto(app, "team-city", "Riverton");
    await typeInto(app, "team-name", "Otters");
    // Start from a league team's lines, then paste a changed skaters text with one bad field.
    await app.id("team-start-from").selectOption("MBC");
    const skaters = await app.id("skaters-csv").inputValue();
    const lines = skaters.split("\n");
    assert(/^ID,NAME,TEAM,POS,GP,G,A,SOG/.test(lines[0]), `the template starts with the header: ${lines[0]}`);
    const row = lines[3].split(",");
    row[1] = "<b>Sam Tagsworth</b>";
    row[5] = "1O"; // a letter O where a digit belongs
    lines[3] = row.join(",");
    await app.id("skaters-csv").fill(lines.join("\n"));
    await app.press("check-team");
    await app.page.waitForSelector('[data-testid="team-errors"]');
    const errors = await app.page.locator('[data-testid="team-errors"] li').allTextContents();
    assertEqual(errors, ['Skaters, line 4, column G: expected a whole number, found "1O"'], "the problem named by line and column");
    assert(await app.id("save-team").isDisabled(), "no saving while a row is bad");
    assertEqual(await app.id("skaters-csv").inputValue(), lines.join("\n"), "the pasted text is kept as it was");
    assertEqual(await app.id("team-city").inputValue(), "Riverton", "the form is kept");

    // Fix the row: the cards appear and the team saves.
    row[5] = "10";
    lines[3] = row.join(",");
    await app.id("skaters-csv").fill(lines.join("\n"));
    await app.press("check-team");
    await app.page.waitForSelector('[data-testid="team-cards"]');
    assertEqual(await app.count("team-errors"), 0, "no problems listed after the fix");
    const cardRows = await app.page.locator('[data-testid="card-skater"]').count();
    assertEqual(cardRows, lines.filter((l) => l.trim()).length - 1, "a card row per skater");
    // Names are text, never markup.
    assertEqual(await app.page.locator('[data-testid="team-cards"] b').count(), 0, "no HTML from a pasted name");
    assert((await app.text("team-cards")).includes("<b>Sam Tagsworth</b>"), "the pasted name shown as typed");
    assert(/^Control rating \d+\./.test(await app.text("team-ratings")), "team ratings shown");
    await app.press("save-team");
    await waitFor(async () => /Saved Riverton Otters/.test(await app.text("team-status")), "the saved message");
    assertEqual(await app.page.locator('[data-testid="saved-team"]').count(), 1, "one saved team listed");
    const stored = await app.page.evaluate(() => localStorage.getItem("rinkside.team.RVO"));
    assert(stored && JSON.parse(stored).team.city === "Riverton", "the team is in localStorage");

    // The team is offered on the new-game page and plays.
    await app.press("to-open-ice");
    await app.page.waitForSelector('[data-testid="oi-setup"]');
    await app.id("oi-team-home").selectOption("own:RVO");
    await app.id("oi-coach-home").selectOption("computer");
    await app.press("oi-start");
    await app.page.waitForSelector('[data-testid="table"]');
    assert((await app.text("lineup-home")).includes("Riverton Otters"), "the own team is at the table");
    await app.id("run-to").selectOption("game");
    await app.id("speed").selectOption("instant");
    await app.press("autoplay");
    await waitFor(async () => (await sim(app)).final, "the game with the own team to end", 60000, 100);
    // A reload replays it from the save, which carries the team.
    const final = (await sim(app)).final;
    await app.page.reload();
    await app.ready();
    assertEqual((await sim(app)).final, final, "the finished game after a reload");
  },
});

OPEN_ICE_TESTS.push({
  name: "Open Ice in the realism lab: a league season's worth of games lands its figures",
  projects: ["desktop"],
  timeout: 120_000,
  async run(t) {
    const app = await t.newApp();
    await app.open("#/lab");
    await app.page.waitForSelector('[data-testid="lab"]', { timeout: 15000 });
    await app.id("lab-game").selectOption("open-ice");
    await app.id("lab-games").fill("328");
    await app.press("lab-start");
    await waitFor(async () => (await app.text("lab-status")) === "Done: 328 games.", "the lab run to finish", 90000, 100);
    assert(/^In [\d.]+ s, \d+ games a second\.$/.test(await app.text("lab-timing")), "the run's time is shown");
    const rows = await app.page.locator('[data-testid="lab-row"]').count();
    assert(rows >= 6, `figures listed (${rows})`);
    const goals = await app.page.locator('[data-testid="lab-row"]').first().textContent();
    assert(/^goals/i.test(goals.trim()), `the first figure is goals: ${goals}`);
  },
});
