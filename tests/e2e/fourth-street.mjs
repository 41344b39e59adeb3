// End-to-end tests for 4th Street Hockey (src/ui/fourth_street/, src/games/fourth_street/table.rs,
// src/ui/widgets/dice_tray.rs, src/ui/widgets/rink_board.rs), appended to TESTS in tests.mjs: a game coached
// through the UI to the end with rolls by tap (tablet) or by click and Space (desktop), the dice
// shown checked against the roll the play-by-play logged, the tray without animation under
// prefers-reduced-motion (and a screenshot of it), a reload mid-game, a share link opened in
// a fresh browser, the goalie pulled and sent back, the game-plan zone as a standing order, and
// a shootout with the coach picking the shooters (from a share link that stops there:
// tests/e2e/fixtures/fourth-street-shootout.txt, written by
// `cargo run --release --bin fixtures_fourth_street` and checked against the engine by the
// native test `shootout_fixture_matches_the_engine`). Buttons are clicked (desktop) or tapped
// (tablet); state is read from data-testid and data-* attributes only.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { freeChip, makeUpLines, readPlaces } from "./crease.mjs";
import { ROOT, assert, assertEqual, assertListedScore, autoplayStopsAtADecision, openShareLink, sleep, waitFor } from "./lib.mjs";
import { assertShootoutSummary } from "./shootout.mjs";

const fixture = (name) => readFileSync(join(ROOT, "tests/e2e/fixtures", name), "utf8").trim();

/** Opens the 4th Street new-game page from the lobby's tile and starts a game; returns its id. */
export async function startFourthStreet(app, { home, away, coachHome = "person", coachAway = "computer", timer, overtime, houseRule = false } = {}) {
  await app.open("#/");
  await app.press("choose-fourth-street");
  await app.page.waitForSelector('[data-testid="fs-setup"]', { timeout: 15000 });
  assertEqual(app.hash(), "#/new/fourth-street", "the new-game page's fragment");
  if (home) await app.id("fs-team-home").selectOption(home);
  if (away) await app.id("fs-team-away").selectOption(away);
  await app.id("fs-coach-home").selectOption(coachHome);
  await app.id("fs-coach-away").selectOption(coachAway);
  // The book's rules by default (rules version 4 on): the basic timer, the 3-on-3 house rule off.
  assertEqual(await app.id("fs-timer").inputValue(), "basic", "the timer defaults to the book's basic one");
  assertEqual(await app.id("fs-three-on-three").isChecked(), false, "the 3-on-3 house rule is off by default");
  assertEqual(await app.id("fs-basic-lines").isChecked(), false, "the book's basic lines are off by default (A24b)");
  if (timer) await app.id("fs-timer").selectOption(timer);
  if (overtime) await app.id("fs-overtime").selectOption(overtime);
  if (houseRule) await app.id("fs-three-on-three").check();
  await app.press("fs-start");
  await app.page.waitForSelector('[data-testid="table"]', { timeout: 15000 });
  const m = /^#\/play\/([0-9a-f]+)$/.exec(app.hash());
  assert(m, `after Face off the fragment should be #/play/<id>, got ${app.hash()}`);
  return m[1];
}

/** The table (or a replay) as the page shows it. */
function readFs() {
  const q = (id) => document.querySelector(`[data-testid="${id}"]`);
  const txt = (id) => q(id)?.textContent.trim() ?? null;
  const num = (id) => Number(txt(id));
  const column = (side, row, col) =>
    [...document.querySelectorAll(`[data-testid="player-box-${side}"] [data-testid="${row}"]`)].reduce(
      (sum, r) => sum + Number(r.querySelectorAll("td")[col].textContent),
      0,
    );
  const dice = [...document.querySelectorAll('[data-testid="dice-tray"] [data-testid="die"]')];
  const lines = [...document.querySelectorAll('[data-testid="log"] [data-testid="log-line"]')];
  const rollLines = lines.filter((l) => l.dataset.roll);
  const newest = rollLines[0];
  const decision = ["wild-card-home", "pass-choice-home", "shooters-home", "wild-card-away", "pass-choice-away", "shooters-away"].find((id) => q(id));
  const onIce = (side) => [...document.querySelectorAll(`[data-testid="on-ice-${side}"] [data-testid="on-ice-player"]`)].map((li) => li.textContent.trim());
  return {
    score: { home: num("score-home"), away: num("score-away") },
    shots: { home: Number(txt("shots-home")?.replace(/\D/g, "")), away: Number(txt("shots-away")?.replace(/\D/g, "")) },
    period: txt("period"),
    clock: txt("clock"),
    strength: txt("strength"),
    serial: q("roll-serial")?.dataset.serial ?? null,
    counter: txt("roll-serial"),
    trayFaces: dice.filter((d) => d.dataset.rolled === "true").map((d) => `${d.dataset.die}:${d.dataset.face}`).join(" "),
    traySerials: [...new Set(dice.map((d) => d.dataset.serial))],
    resting: dice.filter((d) => d.dataset.rolled !== "true").map((d) => d.dataset.face),
    dice: dice.length,
    reading: txt("dice-reading"),
    newestRoll: newest ? { n: newest.dataset.roll, faces: newest.dataset.faces, text: newest.textContent.trim() } : null,
    rolls: rollLines.length,
    log: lines.length,
    logLines: lines.map((l) => l.textContent.trim()),
    nextStep: txt("next-step"),
    puckWords: txt("puck-words"),
    canRoll: q("roll-dice") ? !q("roll-dice").disabled : false,
    running: !!q("pause"),
    final: txt("final-result"),
    stars: document.querySelectorAll('[data-testid="three-stars"] [data-testid="star"]').length,
    decision: decision ?? null,
    tokens: document.querySelectorAll('[data-testid="rink-token"]').length,
    puckArea: q("rink-puck")?.dataset.area ?? null,
    onIce: { home: onIce("home"), away: onIce("away") },
    ordersHome: txt("orders-home"),
    ordersAway: txt("orders-away"),
    goalieHome: txt("goalie-home"),
    statusHome: txt("status-home"),
    shootout: txt("shootout"),
    extraSkaters: [...document.querySelectorAll('[data-testid="rink-token"][data-number="6"]')].map((t) => t.dataset.team),
    linesHome: txt("lines-home"),
    playerGoals: { home: column("home", "skater-line", 0), away: column("away", "skater-line", 0) },
  };
}

const fs = (app) => app.page.evaluate(readFs);

/** Each place of the home line-up editor and the name of the skater in it. */
function readPlaceNames() {
  return Object.fromEntries(
    [...document.querySelectorAll('[data-testid="bench-editor-home"] [data-place]')].map((p) => [
      p.dataset.place,
      p.querySelector('[data-testid="bench-chip"] .chip-name')?.textContent.trim().replace(/^\S+\s+/, "") ?? null,
    ]),
  );
}

/**
 * The dice the tray shows are the roll the play-by-play logged last: same roll number, same
 * faces (tray order), and the tray's reading is the logged line's.
 */
function assertTrayIsLoggedRoll(s, where) {
  assert(s.newestRoll, `${where}: a roll in the play-by-play`);
  assertEqual(s.newestRoll.n, s.serial, `${where}: the tray's roll number against the log's newest roll`);
  assertEqual(s.traySerials, [s.serial], `${where}: every die drawn for this roll`);
  assertEqual(s.trayFaces, s.newestRoll.faces, `${where}: the dice shown against the faces logged`);
  assertEqual(s.rolls, Number(s.serial), `${where}: a play-by-play line per roll`);
  const m = /^Roll (\d+): (.*)$/s.exec(s.reading);
  assert(m && m[1] === s.serial, `${where}: the reading names the roll: ${s.reading}`);
  assert(s.newestRoll.text.startsWith("🎲 "), `${where}: a roll line starts with the dice: ${s.newestRoll.text}`);
  assert(s.newestRoll.text.endsWith(` — ${m[2]}`), `${where}: the log's line ends with the tray's reading: ${s.newestRoll.text} / ${m[2]}`);
  assert(s.resting.every((f) => f === ""), `${where}: resting dice show no face`);
}

/** Makes a person's pending decision with the first option offered (or the best shooter). */
async function decide(app, s) {
  const side = s.decision.endsWith("home") ? "home" : "away";
  if (s.decision.startsWith("wild-card")) {
    await app.press(app.page.locator(`[data-testid="wild-card-${side}"] [data-testid="wild-option"]`).first());
  } else if (s.decision.startsWith("pass-choice")) {
    await app.press(app.page.locator(`[data-testid="pass-choice-${side}"] [data-testid="pass-option"]`).last());
  } else {
    await app.press(`best-shooter-${side}`);
  }
  await waitFor(async () => (await fs(app)).decision !== s.decision || (await fs(app)).log !== s.log, "the decision to be taken");
}

/** Starts MBC (the person's) against GLF and auto-plays (answering the coach's decisions)
 * until a penalty stops it with the home special-teams panel open before the face-off. A game
 * may pass without a penalty that puts MBC on special teams: then a new one is started. */
async function startAndPlayToUnitsPanel(app) {
  for (let game = 0; game < 4; game++) {
    await startFourthStreet(app, { home: "league:MBC", away: "league:GLF" });
    if (await autoPlayToUnitsPanel(app)) return;
  }
  throw new Error("four games without a penalty putting MBC on special teams");
}

/** Auto-plays until the home special-teams panel opens (true) or the game ends (false). */
async function autoPlayToUnitsPanel(app) {
  await rollOnce(app, "roll-dice");
  await app.id("run-to").selectOption("game");
  await app.id("speed").selectOption("instant");
  const panelOpen = () => app.isOpen("units-panel-home");
  for (let guard = 0; ; guard++) {
    assert(guard < 400, "a penalty within the game");
    const s = await fs(app);
    if (s.final) return false;
    if (!s.running && (await panelOpen())) return true;
    if (s.decision) {
      await decide(app, s);
      continue;
    }
    if (!s.running && s.canRoll) await app.press("autoplay");
    await waitFor(async () => {
      const now = await fs(app);
      return now.final || now.decision || (!now.running && ((await panelOpen()) || (now.canRoll && now.log !== s.log)));
    }, "auto-play to stop", 60000, 50);
  }
}

/** One roll, made the way `how` says, and the tray checked against the log. */
async function rollOnce(app, how) {
  let s = await fs(app);
  for (let i = 0; i < 5 && s.decision; i++) {
    await decide(app, s);
    s = await fs(app);
  }
  assert(s.canRoll, `the tray may roll before ${how} (${s.nextStep})`);
  const before = Number(s.serial || 0);
  const target =
    how === "dice" ? app.page.locator('[data-testid="dice-tray"] [data-testid="die"]').first() : how === "space" ? null : app.id(how);
  const gesture = async () => {
    if (target) {
      await app.press(target);
    } else {
      await app.page.locator('[data-testid="scoreboard"]').click({ position: { x: 5, y: 5 } });
      await app.page.keyboard.press("Space");
    }
  };
  const rolled = async () => Number((await fs(app)).serial || 0) === before + 1;
  await gesture();
  try {
    await waitFor(rolled, `roll ${before + 1} after ${how}`, 3000);
  } catch (missed) {
    // Full CI runs have twice lost one gesture of the ~30 this test makes (stops 19 and 20),
    // cause not found. Record what was under the gesture, then repeat it once: a second miss
    // fails the test.
    const under = target
      ? await target.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit ? hit.outerHTML.slice(0, 200) : "nothing";
        })
      : "(keyboard)";
    const now = await fs(app);
    console.warn(`  a ${how} gesture made no roll (${missed.message}); under it: ${under}; can roll: ${now.canRoll}; decision: ${now.decision}; repeating it once`);
    await gesture();
    // A first gesture that was only slow would make this two rolls: the tray check below
    // still holds the page to the log.
    await waitFor(async () => Number((await fs(app)).serial || 0) >= before + 1, `roll ${before + 1} after a repeated ${how}`);
  }
  const after = await fs(app);
  assertTrayIsLoggedRoll(after, `roll ${before + 1} by ${how}`);
  return after;
}

/** Auto-plays to the end of the game, taking the person's decisions through the buttons. */
async function playToTheEnd(app) {
  let decisions = 0;
  await app.id("run-to").selectOption("game");
  await app.id("speed").selectOption("instant");
  for (let guard = 0; guard < 400; guard++) {
    const s = await fs(app);
    if (s.final) return decisions;
    if (s.decision) {
      await decide(app, s);
      decisions++;
      continue;
    }
    if (!s.running && s.canRoll) await app.press("autoplay");
    await waitFor(async () => {
      const now = await fs(app);
      return now.final || now.decision || (!now.running && now.canRoll && now.log !== s.log);
    }, "auto-play to stop at a decision or the end", 60000, 50);
  }
  throw new Error("the game did not end");
}

/** The saved entry of game `id`, parsed from localStorage. */
async function savedEntry(app, id) {
  const raw = await app.page.evaluate((key) => localStorage.getItem(key), `rinkside.game.${id}`);
  assert(raw, `game ${id} is in localStorage`);
  return JSON.parse(raw);
}

/** The table fits the viewport, and the controls a finger uses are at least 44x44 pixels. */
async function assertFitsAndTouchable(app, ids) {
  const { scroll, width } = await app.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  assert(scroll <= width, `the table is ${scroll}px wide in a ${width}px viewport (sideways scrolling)`);
  for (const id of ids) {
    const box = await app.id(id).boundingBox();
    assert(box && box.width >= 44 && box.height >= 44, `${id} is ${box?.width}x${box?.height}, smaller than 44x44`);
  }
}

/** The rolled dice's animation, as computed. */
function rolledAnimation(app) {
  return app.page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="dice-tray"] [data-testid="die"][data-rolled="true"] .die-shape')].map((el) => {
      const cs = getComputedStyle(el);
      return { name: cs.animationName, duration: cs.animationDuration };
    }),
  );
}

export const FOURTH_STREET_TESTS = [
  {
    name: "4th Street Hockey: auto-play to the end of the game stops at the coached team's shootout goalie, before the first attempt (issue 37, FS-4)",
    timeout: 90_000,
    async run(t) {
      await autoplayStopsAtADecision(t, "autoplay-fourth-street.txt", "choose the goalie for the shootout", "so-goalie-home");
    },
  },
  {
    name: "4th Street Hockey: a game coached through the UI to the end; the dice shown are the rolls logged",
    timeout: 180_000,
    async run(t) {
      const app = await t.newApp();
      const id = await startFourthStreet(app, { home: "league:MBC", away: "league:GLF" });
      let s = await fs(app);
      assertEqual(s.score, { home: 0, away: 0 }, "score at the start");
      assertEqual([s.period, s.clock, s.strength], ["1st", "20:00", "5 on 5"], "the scoreboard at the start");
      assertEqual(s.nextStep, "Roll for the face-off at centre ice.", "what the first roll is for");
      assertEqual(s.counter, "no roll yet", "the tray's counter before the first roll");
      assertEqual([s.dice, s.trayFaces], [6, ""], "six dice, none rolled");
      assertEqual([s.onIce.home.length, s.onIce.away.length], [5, 5], "five skaters a side on the ice");
      assertEqual(s.tokens, 10, "a token per skater on the board");
      assertEqual(s.puckArea, "N-M", "the puck at centre ice");
      assert(/Marrow Bay/.test(await app.text("team-home")), "the home column names the chosen team");
      await assertFitsAndTouchable(app, ["roll-dice", "autoplay", "forecheckers-home", "forecheck-home-LW", "forecheck-home-RW", "aggressiveness-home", "next-line-home", "send-lines-home"]);

      // "Suggest" tells what the computer would do, and plays nothing.
      await app.press("suggest-home");
      assert(/^The computer would /.test(await app.text("suggestion")), `a suggestion: ${await app.text("suggestion")}`);
      assertEqual((await fs(app)).counter, "no roll yet", "a suggestion rolls nothing");

      // Standing orders before the opening face-off: three forecheckers, aggressiveness +1.
      const code = "MBC";
      await app.id("forecheckers-home").selectOption("3");
      await waitFor(async () => (await fs(app)).logLines.includes(`${code} will forecheck with the LW, C and RW.`), "the forecheck order in the log");
      await app.id("aggressiveness-home").selectOption("1");
      await waitFor(async () => (await fs(app)).ordersHome === "Forecheckers 3 (LW, C, RW) · aggressiveness +1", "the orders shown");
      // The next change: line 2 and pair 2.
      await app.id("next-line-home").selectOption("1");
      await app.id("next-pair-home").selectOption("1");
      await app.press("send-lines-home");
      await waitFor(async () => /Next change: line 2, pair 2 \(the coach's pick\)/.test((await fs(app)).linesHome), "the coach's next lines shown");

      // Rolls by hand: tap the button, the dice and the rink on the tablet; click and Space on
      // the desktop. Every roll: the tray shows the faces the log has.
      const ways = t.project.touch ? ["roll-dice", "dice", "ice"] : ["roll-dice", "space", "dice", "ice"];
      s = await rollOnce(app, ways[0]);
      assert(/^face-off: /.test(s.reading.replace(/^Roll 1: /, "")), `the first roll is the face-off: ${s.reading}`);
      assertEqual(s.trayFaces.split(" ").map((f) => f.split(":")[0]), ["coloured-d10", "white-d10", "d6p"], "a face-off rolls the two d10 and the d6p");
      for (let i = 1; i < 16; i++) s = await rollOnce(app, ways[i % ways.length]);
      assert(s.clock !== "20:00" && /^\d{1,2}:\d\d$/.test(s.clock), `the clock has run: ${s.clock}`);
      // Orders are locked while play is on (they change before a face-off only); forecheckers
      // move whenever they are not placed (L482-490), so they are not checked here.
      if (!/^Roll for the face-off/.test(s.nextStep)) {
        assert(await app.id("aggressiveness-home").isDisabled(), "orders locked between face-offs");
      }

      const decisions = await playToTheEnd(app);
      s = await fs(app);
      assert(/^Final/.test(s.final), `final banner: ${s.final}`);
      assert(/^Final/.test(s.period), `the scoreboard says final: ${s.period}`);
      assert(s.stars >= 1 && s.stars <= 3, `three stars shown (${s.stars})`);
      assert(!s.canRoll, "no rolling after the final whistle");
      assert(/^Final/.test(s.logLines[0] ?? ""), `the newest play-by-play line is the final: ${s.logLines[0]}`);
      assertTrayIsLoggedRoll(s, "at the end");
      assert(Number(s.serial) > 200, `a game is hundreds of rolls (${s.serial})`);
      if (s.period === "Final") assertEqual(s.playerGoals, s.score, "skaters' goals against the score");
      assert([s.shots.home, s.shots.away].every((n) => n >= 5 && n <= 80), `shots look like hockey: ${JSON.stringify(s.shots)}`);
      assert(decisions >= 1, `the coach made decisions on the way (${decisions})`);

      // The save holds the finished game; the lobby lists it with the score.
      const entry = await savedEntry(app, id);
      assertEqual(entry.game, "FourthStreet", "the saved game's kind");
      assertListedScore(entry.summary.score, entry.summary.period, s.score, "the saved score");
      assert(/^Final/.test(entry.summary.period), `saved as final: ${entry.summary.period}`);
      await app.press("back-to-lobby");
      await app.page.waitForSelector('[data-testid="lobby"]');
      const row = app.page.locator(`[data-testid="save-row"][data-id="${id}"]`);
      assert(/4th Street Hockey/.test(await row.textContent()), "the save is listed as 4th Street Hockey");
      assertListedScore((await row.getByTestId("save-score").textContent()).trim(), entry.summary.period, s.score, "score in the lobby");
    },
  },
  {
    name: "4th Street Hockey: the tray tumbles, but not under prefers-reduced-motion; a screenshot of the tray",
    timeout: 120_000,
    async run(t) {
      // Motion allowed: a roll tumbles.
      const moving = await t.newApp();
      await startFourthStreet(moving, { coachHome: "person", coachAway: "person" });
      await rollOnce(moving, t.project.touch ? "roll-dice" : "space");
      const anim = await rolledAnimation(moving);
      assert(anim.length === 3 && anim.every((a) => a.name === "die-tumble" && a.duration !== "0s"), `rolled dice tumble: ${JSON.stringify(anim)}`);

      // Reduced motion: the same roll shows its faces at once, with no animation at all.
      const still = await t.newApp({ contextOptions: { reducedMotion: "reduce" } });
      await startFourthStreet(still, { coachHome: "person", coachAway: "person" });
      for (let i = 0; i < 3; i++) await rollOnce(still, t.project.touch ? "dice" : "roll-dice");
      const none = await rolledAnimation(still);
      assert(none.length >= 1, "some dice rolled");
      assert(none.every((a) => a.name === "none" || a.duration === "0s"), `no animation under reduced motion: ${JSON.stringify(none)}`);
      const running = await still.page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length);
      assertEqual(running, 0, "animations running in the page under reduced motion");
      await still.id("dice-tray").screenshot({ path: t.artifact(`fourth-street-tray-${t.project.name}.png`) });
      await still.page.screenshot({ path: t.artifact(`fourth-street-table-${t.project.name}.png`), fullPage: false });
    },
  },
  {
    name: "4th Street Hockey: a reload mid-game brings back the same game",
    timeout: 120_000,
    async run(t) {
      const app = await t.newApp();
      const id = await startFourthStreet(app, { coachHome: "computer", coachAway: "person" });
      await app.id("run-to").selectOption("period");
      await app.id("speed").selectOption("instant");
      for (let guard = 0; guard < 60; guard++) {
        const s = await fs(app);
        if (s.logLines.includes("End of period 1.")) break;
        if (s.decision) await decide(app, s);
        else if (!s.running && s.canRoll) await app.press("autoplay");
        await waitFor(async () => {
          const now = await fs(app);
          return now.decision || (!now.running && now.log !== s.log);
        }, "auto-play to stop", 30000, 50);
      }
      assert((await fs(app)).logLines.includes("End of period 1."), "the first period ended");
      for (let i = 0; i < 5; i++) await rollOnce(app, "roll-dice");
      const before = await fs(app);
      assertEqual(before.period, "2nd", "the second period under way");
      const savedBefore = await savedEntry(app, id);
      assertEqual(savedBefore.summary.period, "2nd", "saved in the 2nd");
      await app.page.reload();
      await app.ready();
      assertEqual(app.hash(), `#/play/${id}`, "same page after reload");
      await waitFor(async () => (await fs(app)).serial === before.serial, "the tray after reload");
      const after = await fs(app);
      for (const key of ["score", "shots", "period", "clock", "strength", "serial", "trayFaces", "reading", "nextStep", "puckWords", "puckArea", "onIce", "tokens", "log", "logLines"]) {
        assertEqual(after[key], before[key], `${key} after reload`);
      }
      assertTrayIsLoggedRoll(after, "after reload");
      assertEqual((await savedEntry(app, id)).record, savedBefore.record, "the saved record is untouched by the reload");
      await rollOnce(app, "roll-dice");
      assert((await savedEntry(app, id)).record !== savedBefore.record, "the next roll is saved");
    },
  },
  {
    name: "4th Street Hockey: a share link opens the same game in a fresh browser and carries on",
    timeout: 120_000,
    async run(t) {
      const app = await t.newApp();
      await startFourthStreet(app, { coachHome: "computer", coachAway: "computer" });
      await app.id("run-to").selectOption("goal");
      await app.id("speed").selectOption("instant");
      await app.press("autoplay");
      await waitFor(async () => !(await fs(app)).running, "auto-play to the first goal", 60000);
      const before = await fs(app);
      assert(before.score.home + before.score.away >= 1 || before.final, "a goal was scored (or the game ended)");
      await app.press("share-button");
      const url = await app.id("share-url").inputValue();
      assert(url.startsWith(app.baseUrl + "#/replay/"), `share link: ${url}`);

      const friend = await t.newApp();
      await friend.page.goto(url);
      await friend.page.waitForSelector('[data-testid="replay"]', { timeout: 15000 });
      await waitFor(async () => (await fs(friend)).serial === before.serial, "the replay's tray");
      const seen = await fs(friend);
      for (const key of ["score", "shots", "period", "clock", "strength", "serial", "trayFaces", "reading", "nextStep", "puckArea", "onIce", "log", "logLines"]) {
        assertEqual(seen[key], before[key], `${key} in the shared replay`);
      }
      assert(!seen.canRoll, "no rolling in a replay");
      const step = await friend.text("replay-step");
      const m = /^Move (\d+) of (\d+)$/.exec(step);
      assert(m && m[1] === m[2], `replay opens at the end: ${step}`);
      await friend.press("replay-start");
      let s = await fs(friend);
      assertEqual([s.score, s.period, s.clock, s.counter], [{ home: 0, away: 0 }, "1st", "20:00", "no roll yet"], "the replay's start");
      // The computer managers' orders come first, then the opening face-off's roll.
      for (let i = 0; i < 6 && !(Number((await fs(friend)).serial) >= 1); i++) await friend.press("replay-forward");
      s = await fs(friend);
      assertEqual(s.serial, "1", "the replay steps to the first roll");
      // The replay lists the whole game; the tray shows the first roll's faces, as logged.
      const first = await friend.page.evaluate(() => document.querySelector('[data-testid="log"] [data-testid="log-line"][data-roll="1"]')?.dataset.faces);
      assertEqual(s.trayFaces, first, "the replay's tray against the first roll logged");
      assertEqual(s.log, before.log, "the replay lists the whole play-by-play");
      await friend.press("replay-end");
      assertEqual((await fs(friend)).score, before.score, "score at the end of the replay");
      let from = before;
      if (before.final) {
        // Auto-play to the first goal can end a goalless game: a finished game can't be
        // continued, the move before it can.
        assert(await friend.id("replay-continue").isDisabled(), "no continuing from a finished game");
        await friend.press("replay-back");
        await waitFor(async () => (await friend.text("replay-step")) === `Move ${Number(m[2]) - 1} of ${m[2]}`, "the move before the end", 20000);
        from = await fs(friend);
      }
      await waitFor(() => friend.id("replay-continue").isEnabled(), "Continue from here to be enabled", 20000);
      await friend.press("replay-continue", { timeout: 20000 });
      await friend.page.waitForSelector('[data-testid="table"]', { timeout: 20000 });
      assert(/^#\/play\//.test(friend.hash()), "continuing opens a game of the friend's own");
      s = await fs(friend);
      assertEqual([s.score, s.serial], [from.score, from.serial], "the game carried on from the link");
      if (!s.final) await rollOnce(friend, "roll-dice");
    },
  },
  {
    name: "4th Street Hockey: pulling the goalie through the UI empties the net, the play-by-play says so, and he goes back",
    timeout: 150_000,
    async run(t) {
      const app = await t.newApp();
      await startFourthStreet(app, { home: "league:MBC", away: "league:GLF" });
      let s = await fs(app);
      const goalie = s.goalieHome;
      assert(/^Goalie: \S/.test(goalie) && !/pulled/.test(goalie), `the home goalie in net at the start: ${goalie}`);
      assertEqual([s.strength, s.onIce.home.length, s.extraSkaters], ["5 on 5", 5, []], "five skaters a side, no extra skater on the board");
      assert(!/Goalie pulled/.test(s.statusHome), `no empty net on the scoreboard: ${s.statusHome}`);
      // The coached team may pull its goalie at a face-off; the computer's team has no control.
      assertEqual(await app.count("pull-goalie-home"), 1, "a pull control for the coached team at the face-off");
      assertEqual(await app.count("return-goalie-home"), 0, "no return control while he is in net");
      assertEqual(await app.count("pull-goalie-away"), 0, "no pull control for the computer's team");
      if (t.project.touch) await assertFitsAndTouchable(app, ["pull-goalie-home"]);

      await app.press("pull-goalie-home");
      await waitFor(async () => (await fs(app)).logLines.includes("MBC pull their goalie."), "the pull in the play-by-play");
      s = await fs(app);
      assertEqual(s.goalieHome, `${goalie} (pulled)`, "the goalie line says the net is empty");
      assert(/Goalie pulled/.test(s.statusHome), `the scoreboard shows the empty net: ${s.statusHome}`);
      assertEqual(s.strength, "6 on 5", "an extra skater on the ice");
      assertEqual(s.onIce.home.length, 6, "six home skaters listed");
      assert(s.onIce.home.some((p) => p.startsWith("6th")), `the extra skater listed: ${JSON.stringify(s.onIce.home)}`);
      assertEqual([s.tokens, s.extraSkaters], [11, ["home"]], "the board draws the extra skater");
      assertEqual(await app.count("pull-goalie-home"), 0, "no pull control with the net empty");
      assert(await app.id("return-goalie-home").isEnabled(), "he may go back at once, at the face-off");

      // Play on with the net empty: it stays empty, and the control is live only when the
      // engine allows the change (a face-off, or the puck on his team's stick).
      let rolls = 0;
      let sawLocked = false;
      for (; rolls < 3; rolls++) {
        s = await rollOnce(app, rolls % 2 ? "ice" : "roll-dice");
        assert(/\(pulled\)$/.test(s.goalieHome) && /Goalie pulled/.test(s.statusHome), `still an empty net after roll ${rolls + 1}`);
      }
      for (; rolls < 80 && !(await app.id("return-goalie-home").isEnabled()); rolls++) {
        sawLocked = true;
        s = await rollOnce(app, "roll-dice");
        assert(/\(pulled\)$/.test(s.goalieHome), `still an empty net after roll ${rolls + 1}`);
      }
      assert(await app.id("return-goalie-home").isEnabled(), `the goalie may go back within ${rolls} rolls`);
      console.log(`  goalie sent back after ${rolls} rolls (control locked on the way: ${sawLocked})`);
      const before = s.log;
      await app.press("return-goalie-home");
      await waitFor(async () => (await fs(app)).logLines.includes("MBC goalie is back in net."), "the return in the play-by-play");
      s = await fs(app);
      assert(s.log > before, "the play-by-play grew");
      assertEqual(s.goalieHome, goalie, "the goalie back in net");
      assert(!/Goalie pulled/.test(s.statusHome), `the scoreboard no longer shows an empty net: ${s.statusHome}`);
      assert(!s.onIce.home.some((p) => p.startsWith("6th")), `no extra skater listed: ${JSON.stringify(s.onIce.home)}`);
      assertEqual(s.extraSkaters, [], "no extra skater on the board");
      assert(/^[345] on [3-6]$/.test(s.strength) && Number(s.strength[0]) <= 5, `strength with the goalie back: ${s.strength}`);
      assertEqual(await app.count("return-goalie-home"), 0, "no return control with him in net");
      // The game goes on.
      await rollOnce(app, "roll-dice");
    },
  },
  {
    name: "4th Street Hockey: the coach names his extra attacker, and makes up new lines in play that wait for his next change (FS-5)",
    timeout: 150_000,
    async run(t) {
      const app = await t.newApp();
      await startFourthStreet(app, { home: "league:MBC", away: "league:GLF" });
      await rollOnce(app, "roll-dice"); // the opening face-off
      // New combinations in play: a closed panel in the coach's controls.
      const panel = app.id("lines-panel-home");
      await panel.waitFor();
      assertEqual(await app.id("lines-panel-away").count(), 0, "no lines panel for the computer's team");
      await app.press(panel.locator("summary"));
      const editor = app.id("bench-editor-home-lines");
      const chipIn = (key) => editor.getByTestId(`place-${key}`).getByTestId("bench-chip");
      const [a, b] = [await chipIn("f0-0").getAttribute("data-player"), await chipIn("f1-0").getAttribute("data-player")];
      await app.press(chipIn("f0-0"));
      await app.press(editor.getByTestId("place-f1-0"));
      assertEqual([await chipIn("f0-0").getAttribute("data-player"), await chipIn("f1-0").getAttribute("data-player")], [b, a], "the two left wings swapped");
      await app.press("bench-use-home-lines");
      await waitFor(async () => /next change/.test(await panel.locator("summary").textContent()) || (await app.count("rule-error")) > 0, "the panel says the lines wait");
      assert((await fs(app)).logLines.includes("MBC coach makes up new lines for his next change"), "the play-by-play says so");
      assertEqual(await app.count("rule-error"), 0, `no rule refused: ${(await app.count("rule-error")) ? await app.text("rule-error") : ""}`);
      await app.page.reload();
      await app.id("lines-panel-home").waitFor();
      await app.press(app.id("lines-panel-home").locator("summary"));
      assertEqual(await chipIn("f0-0").getAttribute("data-player"), b, "the new lines after a reload");

      // The extra attacker: picked from the skaters off the ice, then the goalie pulled for him.
      let tries = 0;
      while ((await app.count("extra-attacker-home")) === 0 && tries++ < 40) await rollOnce(app, "roll-dice");
      const select = app.id("extra-attacker-home");
      const options = await select.locator("option").evaluateAll((os) => os.map((o) => ({ value: o.value, text: o.textContent.trim() })));
      const pick = options[options.length - 1];
      assert(pick.value !== "", `a skater to name: ${JSON.stringify(options)}`);
      await select.selectOption(pick.value);
      await app.press("pull-goalie-home");
      await waitFor(async () => (await fs(app)).logLines.includes("MBC pull their goalie."), "the pull in the play-by-play");
      const name = pick.text.replace(/ \(.*$/, "");
      const sixth = (await fs(app)).onIce.home.find((p) => p.startsWith("6th"));
      assert(sixth && sixth.includes(name), `${name} is the extra skater: ${sixth}`);
    },
  },
  {
    name: "4th Street Hockey: a new game plays the book's rules, a house rule chosen is named on the table, and the box score counts face-offs",
    timeout: 120_000,
    async run(t) {
      const app = await t.newApp();
      await startFourthStreet(app);
      assertEqual(await app.text("fs-rules"), "The book's rules", "a new game plays the book");
      await startFourthStreet(app, { timer: "standard", houseRule: true });
      const rules = await app.text("fs-rules");
      assert(/^The book's rules with a house rule: at 3 on 3 the d6p names the skaters in pairs/.test(rules), `the house rule is named: ${rules}`);
      assert(/standard 12\/6-second timer$/.test(rules), `and the timer: ${rules}`);
      // The opening draw: one centre wins it, the other loses it.
      await rollOnce(app, "roll-dice");
      const faceoffs = await app.page.$$eval('[data-testid="faceoffs"]', (cells) => cells.map((c) => c.textContent.trim()));
      const skaterLines = await app.page.locator('[data-testid="skater-line"]').count();
      assert(skaterLines > 0 && faceoffs.length === skaterLines, `an FO cell for every skater: ${faceoffs.length} of ${skaterLines}`);
      const won = faceoffs.reduce((n, f) => n + Number(f.split("-")[0]), 0);
      const lost = faceoffs.reduce((n, f) => n + Number(f.split("-")[1]), 0);
      assertEqual([won, lost], [1, 1], "one draw: one won, one lost");
    },
  },
  {
    name: "4th Street Hockey: the game-plan zone is picked before the game and kept to the end (rules version 5)",
    timeout: 150_000,
    async run(t) {
      const app = await t.newApp();
      await startFourthStreet(app, { home: "league:MBC", away: "league:GLF" });
      const plan = app.id("game-plan-home");
      assert(await plan.isEnabled(), "the game plan may be set before the opening face-off");
      assertEqual(await plan.inputValue(), "", "no game plan at the start");
      const zones = await plan.locator("option").evaluateAll((os) => os.map((o) => o.value));
      assertEqual(zones.length, 26, "no plan and the 25 goalie zones");
      assertEqual([zones[0], zones[1], zones[25]], ["", "a1", "e5"], "the zones run a1 to e5");
      if (t.project.touch) await assertFitsAndTouchable(app, ["game-plan-home"]);
      let s = await fs(app);
      assert(!/game plan/.test(s.ordersHome), `no plan in the orders shown: ${s.ordersHome}`);

      // A zone is an order: the engine takes it (the play-by-play lists the orders) and the
      // column shows it.
      await plan.selectOption("e4");
      await waitFor(async () => (await fs(app)).ordersHome === "Forecheckers 2 · aggressiveness +0 · game plan e4", "the game plan in the orders shown");
      s = await fs(app);
      assert(s.logLines.includes("MBC orders: 2 forecheckers, aggressiveness +0."), `the order in the play-by-play: ${s.logLines.slice(0, 3)}`);
      assertEqual(await plan.inputValue(), "e4", "the control shows the engine's order");

      // In play it is locked, and it stays locked at the next stoppage (L1339-1349), when the
      // other orders open again.
      s = await rollOnce(app, "roll-dice");
      assert(/game plan [a-e][1-5]/.test(s.ordersAway), `the computer's game plan shown too: ${s.ordersAway}`);
      for (let i = 0; i < 40 && /^Roll for the face-off/.test(s.nextStep); i++) s = await rollOnce(app, "roll-dice");
      assert(!/^Roll for the face-off/.test(s.nextStep), `play is on: ${s.nextStep}`);
      assert(await plan.isDisabled(), "the game plan is locked in play");
      assert(await app.id("aggressiveness-home").isDisabled(), "like the other orders");
      assertEqual(await plan.inputValue(), "e4", "the plan stays while locked");
      await app.id("run-to").selectOption("whistle");
      await app.id("speed").selectOption("instant");
      for (let guard = 0; guard < 40; guard++) {
        s = await fs(app);
        if (!s.running && /^Roll for the face-off/.test(s.nextStep)) break;
        if (s.decision) await decide(app, s);
        else if (!s.running && s.canRoll) await app.press("autoplay");
        await waitFor(async () => {
          const now = await fs(app);
          return now.decision || (!now.running && now.log !== s.log);
        }, "auto-play to the next whistle", 30000, 50);
      }
      assert(/^Roll for the face-off/.test(s.nextStep), `a stoppage: ${s.nextStep}`);
      await waitFor(() => app.id("forecheckers-home").isEnabled(), "the other orders open again at the stoppage");
      assert(await plan.isDisabled(), "the game plan stays locked for the game");
      assertEqual(await plan.inputValue(), "e4", "the plan picked before the game");
      const hint = await app.id("orders-hint-home").textContent();
      assert(/game plan was picked before the game and holds to the end/.test(hint), `the hint says why: ${hint}`);
    },
  },
  {
    name: "4th Street Hockey: a game tied after overtime (a share link) goes to a shootout, the coach picking his goalie and the shooters",
    timeout: 150_000,
    async run(t) {
      const app = await t.newApp();
      await app.open(`#/replay/${fixture("fourth-street-shootout.txt")}`);
      await app.page.waitForSelector('[data-testid="replay"]', { timeout: 15000 });
      let s = await fs(app);
      assertEqual([s.period, s.clock, s.strength, s.shootout], ["SO", "", "", "MBC – · GLF –"], "the replay ends as the shootout starts");
      assertEqual(s.score.home, s.score.away, "tied after overtime");
      assert(s.logLines.includes("Overtime starts.") && s.logLines.includes("End of period 4."), "overtime was played");
      assertEqual(s.logLines[0], "The shootout", "the newest line: the shootout");
      assertEqual(s.nextStep, "Choose the next shootout shooter for GLF.", "the visitors shoot first");
      const tied = s.score;

      await waitFor(() => app.id("replay-continue").isEnabled(), "Continue from here to be enabled", 20000);
      await app.press("replay-continue", { timeout: 20000 });
      await app.page.waitForSelector('[data-testid="table"]', { timeout: 20000 });
      assert(/^#\/play\//.test(app.hash()), "continued as a game of one's own");
      // The computer manager names the visitors' first shooter at once; the person rolls.
      s = await waitFor(async () => {
        const now = await fs(app);
        return /^Roll for .* shot \(GLF/.test(now.nextStep ?? "") ? now : null;
      }, "the visitors' first shooter named by the computer");
      assertEqual(s.period, "SO", "the scoreboard in the shootout");

      // Before the first attempt the home coach may send out his other goalie (L1933).
      const options = app.id("so-goalie-home").getByTestId("so-goalie-option");
      assert((await options.count()) >= 2, "the home goalies offered for the shootout");
      let other = null;
      for (let i = 0; i < (await options.count()); i++) {
        if ((await options.nth(i).getAttribute("aria-pressed")) === "false") other = options.nth(i);
      }
      const otherName = (await other.textContent()).replace(/ \(.*$/, "").trim();
      await app.press(other);
      await waitFor(async () => (await fs(app)).goalieHome === `Goalie: ${otherName}`, `${otherName} in goal for the shootout`);
      assert((await fs(app)).logLines.includes(`MBC send ${otherName} out to face the shootout.`), "the play-by-play names the shootout goalie");

      const picked = [];
      const attempts = (lines, code) => lines.filter((l) => l.startsWith("Shootout: ") && l.includes(`(${code})`)).reverse();
      for (let guard = 0; guard < 200; guard++) {
        s = await fs(app);
        if (s.final) break;
        assertEqual(s.period, "SO", "still the shootout");
        if (s.decision === "shooters-home") {
          assertEqual(s.nextStep, "Choose the next shootout shooter for MBC.", "the shooter's pick in words");
          assert(!s.canRoll, "no rolling before the shooter is named");
          const options = await app.page
            .locator('[data-testid="shooters-home"] [data-testid="shooter-option"]')
            .evaluateAll((bs) => bs.map((b) => ({ player: b.dataset.player, name: b.textContent.replace(/ \(.*$/, "").trim() })));
          assert(options.length >= 3, `skaters to choose from: ${options.length}`);
          // Nobody shoots twice until every skater has.
          for (const o of options) assert(!picked.includes(o.name), `${o.name} offered again after shooting`);
          // The coach's own pick: the last listed (the list runs best breakaway first, so not
          // the one the computer would take).
          const choice = options[options.length - 1];
          picked.push(choice.name);
          if (t.project.touch && picked.length === 1) await assertFitsAndTouchable(app, ["best-shooter-home"]);
          await app.press(app.page.locator(`[data-testid="shooters-home"] [data-testid="shooter-option"][data-player="${choice.player}"]`));
          await waitFor(async () => (await fs(app)).decision === null, "the shooter to be named");
          const named = await fs(app);
          assert(/^Roll for .* shot \(MBC/.test(named.nextStep) && named.nextStep.includes(choice.name), `the roll is for the chosen shooter: ${named.nextStep}`);
          continue;
        }
        assertEqual(s.decision, null, "no other decision in a shootout");
        const before = attempts(s.logLines, "MBC").length;
        s = await rollOnce(app, "roll-dice");
        const home = attempts(s.logLines, "MBC");
        if (home.length > before) {
          assertEqual(home.length, picked.length, "an attempt for every pick");
          assert(new RegExp(`^Shootout: ${picked[picked.length - 1]} \\(MBC\\) (scores|is stopped)\\.$`).test(home[home.length - 1]), `the attempt is the chosen shooter's: ${home[home.length - 1]}`);
        }
      }
      s = await fs(app);
      assert(s.final && /in a shootout/.test(s.final), `the shootout decides it: ${s.final}`);
      assertEqual(s.period, "Final (SO)", "the scoreboard at the end");
      assert(picked.length >= 2, `the coach picked the shooters (${picked.length})`);
      // Issue 40: the box score lists the attempts, the visitors' against the goalie sent out.
      await assertShootoutSummary(app, { homeGoalie: otherName });
      const home = attempts(s.logLines, "MBC");
      assertEqual(home.map((l) => /^Shootout: (.*) \(MBC\)/.exec(l)[1]), picked, "the home attempts, in order, by the shooters picked");
      const away = attempts(s.logLines, "GLF");
      console.log(`  shootout: ${home.length + away.length} attempts, home shooters picked: ${picked.join(", ")}; final ${s.score.home}-${s.score.away}`);
      assert(Math.abs(home.length - away.length) <= 1, `attempts alternate: ${home.length} and ${away.length}`);
      const goals = (lines) => lines.filter((l) => l.endsWith(" scores.")).length;
      const winner = s.score.home > s.score.away ? "home" : "away";
      assertEqual(Math.abs(s.score.home - s.score.away), 1, "the shootout adds one goal to the winner");
      assertEqual(s.score[winner === "home" ? "away" : "home"], tied.home, "the loser keeps the tied score");
      assert(winner === "home" ? goals(home) > goals(away) : goals(away) > goals(home), `the winner scored more in the shootout: ${goals(home)}-${goals(away)}`);
      assert(!s.canRoll, "no rolling after the shootout");
      assertEqual(await app.id("so-goalie-home").count(), 0, "no goalie change once the shootout is under way");
      assertEqual(s.goalieHome, `Goalie: ${otherName}`, "the coach's goalie faced the whole shootout");
    },
  },
  {
    name: "4th Street Hockey: before the opening face-off the coach makes up his lines by drag, by tap-then-place and by keyboard, and starts his backup goalie; his first line takes the draw and a reload keeps them",
    timeout: 120_000,
    async run(t) {
      const app = await t.newApp();
      await startFourthStreet(app, { home: "league:MBC", away: "league:GLF" });
      await app.page.waitForSelector('[data-testid="bench-editor-home"]');
      assertEqual(await app.id("bench-editor-away").count(), 0, "no editor for the computer's team");
      const { chosen, backupName } = await makeUpLines(app);
      const names = await app.page.evaluate(readPlaceNames);

      await app.page.reload();
      await app.page.waitForSelector('[data-testid="bench-editor-home"]');
      assertEqual(await app.page.evaluate(readPlaces), chosen, "the line-up after a reload");
      assert((await app.text("goalie-home")).includes(backupName), "the starter after a reload");

      // His power-play unit: the third line's left wing tapped into its left wing place.
      const editor = app.id("bench-editor-home");
      const wing = await editor.getByTestId("place-f2-0").getByTestId("bench-chip").getAttribute("data-player");
      await app.press(editor.getByTestId("place-f2-0").getByTestId("bench-chip"));
      await app.press(editor.getByTestId("place-p0-0"));
      assertEqual(await editor.getByTestId("place-p0-0").getByTestId("bench-chip").getAttribute("data-player"), wing, "the winger is on the power play");
      await app.press("bench-use-home");
      await waitFor(async () => (await fs(app)).logLines.some((l) => l.includes("names his own power-play and penalty-kill units")) || (await app.count("rule-error")) > 0, "the units named in the play-by-play");
      assertEqual(await app.count("rule-error"), 0, `no rule refused: ${(await app.count("rule-error")) ? await app.text("rule-error") : ""}`);
      await app.page.reload();
      await app.page.waitForSelector('[data-testid="bench-editor-home"]');
      assertEqual(await app.id("bench-editor-home").getByTestId("place-p0-0").getByTestId("bench-chip").getAttribute("data-player"), wing, "the unit after a reload");

      await rollOnce(app, "roll-dice");
      assertEqual(await app.id("bench-editor-home").count(), 0, "the editor goes at the opening face-off");
      const onIce = await app.page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="on-ice-home"] [data-testid="on-ice-player"] .name')].map((n) => n.textContent.trim()),
      );
      assertEqual(onIce, ["f0-0", "f0-1", "f0-2", "d0-0", "d0-1"].map((k) => names[k]), "his first line and pair take the opening draw, slot by slot");
      assert((await app.text("goalie-home")).includes(backupName), "his starter is in net after the draw");
      const log = (await fs(app)).logLines.join(" | ");
      assert(log.includes(`${backupName} starts in goal`), `the play-by-play says who starts: ${log}`);

      // A share link replays the coach's choices in a fresh browser.
      const friend = await openShareLink(t, app);
      assert((await friend.text("goalie-home")).includes(backupName), "the shared replay starts the same goalie");
      const shared = (await fs(friend)).logLines.join(" | ");
      assert(shared.includes(`${backupName} starts in goal`), `the shared play-by-play: ${shared}`);
      assert(shared.includes("names his own power-play and penalty-kill units"), "the shared replay names the units");
    },
  },
  {
    name: "4th Street Hockey: auto-play stops when a penalty sends the coach's team on special teams, and the unit he sends goes out at once; a reload and a share link keep it",
    timeout: 150_000,
    async run(t) {
      const app = await t.newApp();
      await startAndPlayToUnitsPanel(app);
      let s = await fs(app);
      assert(/^Roll for the face-off/.test(s.nextStep), `stopped before the face-off: ${s.nextStep}`);
      assert(/special teams are out/.test(await app.text("units-panel-home")), "the panel asks for units now");
      // A skater on neither unit goes first in both, and out at once.
      const panel = app.id("units-editor-home");
      const shown = await app.page.evaluate(readPlaces, ["units-editor-home", "pk"]);
      const pool = panel.getByTestId("scratches").getByTestId("bench-chip");
      const other = await freeChip(app, pool, shown);
      const otherName = (await pool.nth(other).locator(".chip-name").textContent()).replace(/^\S+ /, "").trim();
      await app.press(pool.nth(other));
      await app.press(panel.getByTestId("place-p0-0"));
      await app.press(pool.nth(other));
      await app.press(panel.getByTestId("place-k0-0"));
      if (t.project.touch) await assertFitsAndTouchable(app, ["bench-use-home"]);
      await app.press(panel.getByTestId("bench-use-home"));
      await waitFor(async () => (await fs(app)).logLines.some((l) => l.includes("names his own power-play and penalty-kill units")), "the units named in the play-by-play");
      const last = otherName.split(" ").pop();
      await waitFor(async () => (await fs(app)).onIce.home.some((p) => p.includes(last)), `${otherName} goes out at once`);
      const sent = await app.page.evaluate(readPlaces, ["units-editor-home", "pk"]);
      await app.page.reload();
      await app.ready();
      assert(await app.isOpen("units-panel-home"), "the panel is still open at the face-off after a reload");
      assertEqual(await app.page.evaluate(readPlaces, ["units-editor-home", "pk"]), sent, "the units after a reload");
      assert((await fs(app)).onIce.home.some((p) => p.includes(last)), "still on the ice after a reload");
      const friend = await openShareLink(t, app);
      assert((await fs(friend)).onIce.home.some((p) => p.includes(last)), "the share link replays the unit sent");
    },
  },
  {
    name: "4th Street Hockey: when a penalty comes the coach plays his lines on special teams instead of units, and they stay on; a reload and a share link keep it",
    timeout: 150_000,
    async run(t) {
      const app = await t.newApp();
      await startAndPlayToUnitsPanel(app);
      assert(/On the ice: the (power-play unit|penalty killers)\./.test((await fs(app)).linesHome), `a unit is out: ${(await fs(app)).linesHome}`);
      const keep = app.id("keep-group-home");
      assertEqual((await keep.textContent()).trim(), "Play my lines on special teams, no units", "the button's words");
      if (t.project.touch) await assertFitsAndTouchable(app, ["keep-group-home"]);
      await app.press(keep);
      await waitFor(async () => (await fs(app)).logLines.some((l) => l.includes("plays his lines on special teams, no units")), "the choice in the play-by-play");
      await waitFor(async () => /On the ice: line \d, pair \d\./.test((await fs(app)).linesHome), "a line and pair replace the unit");
      const linesOn = (await fs(app)).onIce.home;
      assert(!(await app.isOpen("units-panel-home")), "the panel closes");
      assert(/your lines play special teams/.test(await app.text("units-panel-home")), "the panel says the lines play special teams");
      await app.page.reload();
      await app.ready();
      assertEqual((await fs(app)).onIce.home, linesOn, "the lines on the ice after a reload");
      assert(/your lines play special teams/.test(await app.text("units-panel-home")), "still the lines after a reload");
      const friend = await openShareLink(t, app);
      assertEqual((await fs(friend)).onIce.home, linesOn, "the share link replays the lines kept on");
    },
  },
  {
    name: "4th Street Hockey: the coach sends nobody or the forwards he picks to forecheck, by tap, click or keyboard; a reload keeps it",
    timeout: 90_000,
    async run(t) {
      const app = await t.newApp();
      await startFourthStreet(app, { home: "league:MBC", away: "league:GLF" });
      await app.id("forecheckers-home").selectOption("0");
      await waitFor(async () => (await fs(app)).logLines.includes("MBC will send nobody in to forecheck."), "nobody forechecks");
      await waitFor(async () => /^Forecheckers 0 · /.test((await fs(app)).ordersHome), "no forecheckers shown");
      await app.press("forecheck-home-RW");
      await waitFor(async () => /^Forecheckers 1 \(RW\) · /.test((await fs(app)).ordersHome), "the RW alone");
      await app.id("forecheck-home-C").focus();
      await app.page.keyboard.press("Enter");
      await waitFor(async () => /^Forecheckers 2 \(C, RW\) · /.test((await fs(app)).ordersHome), "the C and the RW");
      assertEqual(await app.id("forecheck-home-LW").getAttribute("aria-pressed"), "false", "the LW stays back");
      assertEqual(await app.id("forecheck-home-C").getAttribute("aria-pressed"), "true", "the C goes in");
      const log = (await fs(app)).logLines;
      assert(log.includes("MBC will forecheck with the C and RW."), `the play-by-play: ${log.slice(0, 3).join(" | ")}`);
      await app.page.reload();
      await app.ready();
      await waitFor(async () => /^Forecheckers 2 \(C, RW\) · /.test((await fs(app)).ordersHome ?? ""), "the forecheckers after a reload");
    },
  },
];
