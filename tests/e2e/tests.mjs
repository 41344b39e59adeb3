// The end-to-end tests. Each is `{ name, run(t) }`; `t` is the harness from run.mjs:
//   t.project            the project (desktop or tablet)
//   t.baseUrl            the shared server's URL (ends with "/")
//   t.newApp(opts)       a fresh browser context + page wrapped in an App (lib.mjs);
//                        opts: { baseUrl, contextOptions }
//   t.startServer()      a private server for this test: { url, stop() }, stopped at the end
//   t.artifact(name)     a path under tests/e2e/artifacts/
//   t.allowConsole(re)   console errors matching `re` do not fail the test

import { assert, assertEqual, waitFor, sleep } from "./lib.mjs";
import { ICIH_TESTS } from "./icih.mjs";
import { HARD_TESTS, LAB_TESTS } from "./lab.mjs";
import { ENDGAME_TESTS } from "./icih-endgame.mjs";
import { CHUNK_TESTS } from "./chunks.mjs";
import { OPEN_ICE_TESTS } from "./open-ice.mjs";
import { CREASE_TESTS } from "./crease.mjs";
import { FOURTH_STREET_TESTS } from "./fourth-street.mjs";
import { ROBUST_TESTS } from "./robust.mjs";
import { A11Y_TESTS } from "./a11y.mjs";
import { SEASON_TESTS } from "./season.mjs";
import { KEYBOARD_TESTS } from "./keyboard.mjs";
import { LINK_TESTS } from "./link-play.mjs";
import { ICIH_TABLE_TESTS } from "./icih-table.mjs";
import { BENCH_TESTS } from "./bench.mjs";
import { ROTATION_TESTS } from "./rotation.mjs";
import { SHOOTOUT_TESTS } from "./shootout.mjs";
import { SEASON_FILE_TESTS } from "./season-files.mjs";

const GAMES = ["icih", "card-hockey", "open-ice", "crease", "fourth-street"];
const CONTROL_TAGS = ["BUTTON", "INPUT", "SELECT", "TEXTAREA", "SUMMARY", "A"];

/** Fails if the page scrolls sideways (the layout must fit the viewport). */
async function assertNoSidewaysScroll(app, where) {
  const { scroll, width } = await app.page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  assert(scroll <= width, `${where}: page is ${scroll}px wide in a ${width}px viewport (sideways scrolling)`);
}

/**
 * Issue 43: with a game saved, the lobby shows the saved games above the new-game forms (the
 * game tiles and the form), and the first Continue is inside the first screen.
 */
async function assertSavesOnTop(app, where) {
  const boxes = await app.page.evaluate(() => {
    const top = (sel) => document.querySelector(sel)?.getBoundingClientRect().top ?? null;
    const cont = document.querySelector('[data-testid="save-row"] [data-testid="save-continue"]')?.getBoundingClientRect();
    return {
      saves: top('[data-testid="saves-list"]'),
      tiles: top('[data-testid="game-icih"]'),
      form: top('[data-testid="new-game"]'),
      cont: cont && { top: cont.top, bottom: cont.bottom },
      vh: window.innerHeight,
    };
  });
  assert(boxes.saves !== null && boxes.cont, `${where}: a saved game with its Continue (${JSON.stringify(boxes)})`);
  assert(boxes.saves < boxes.tiles && boxes.saves < boxes.form, `${where}: saved games above the new-game forms ${JSON.stringify(boxes)}`);
  // Playwright's boundingBox is relative to the viewport: the button shows without scrolling.
  const box = await app.page.locator('[data-testid="save-row"] [data-testid="save-continue"]').first().boundingBox();
  assert(box.y >= 0 && box.y + box.height <= boxes.vh, `${where}: Continue at y ${box.y}-${box.y + box.height} in a ${boxes.vh}px screen`);
  assertEqual(await app.page.locator('[data-testid="saves"] h2').textContent(), "Continue a game", `${where}: the saved games' heading`);
}

/** Touch targets must be at least 44x44 CSS pixels. */
async function assertTouchTarget(app, testId) {
  const box = await app.id(testId).boundingBox();
  assert(box, `${testId} has no box`);
  assert(box.width >= 44 && box.height >= 44, `${testId} is ${box.width}x${box.height}, smaller than 44x44`);
}

/** Records whether an element with data-testid=flip-away is ever added to the page. */
async function watchForFlipAway(app) {
  await app.page.evaluate(() => {
    window.__sawFlipAway = !!document.querySelector('[data-testid="flip-away"]');
    const hit = (n) =>
      n.nodeType === 1 && (n.matches('[data-testid="flip-away"]') || n.querySelector('[data-testid="flip-away"]'));
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (hit(n)) window.__sawFlipAway = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
}

async function shareLink(app) {
  await app.press("share-button");
  await waitFor(() => app.visible("share-panel"), "the share panel");
  const url = await app.id("share-url").inputValue();
  assert(url.startsWith(app.baseUrl + "#/replay/"), `share URL should start with ${app.baseUrl}#/replay/, got ${url}`);
  return url;
}

async function expectNoticeOnLobby(app, what) {
  await waitFor(() => app.visible("lobby"), `${what}: the lobby`);
  await waitFor(() => app.visible("notice"), `${what}: the notice banner`);
  const text = await app.text("notice");
  assert(/can't be opened/.test(text), `${what}: notice should explain the link can't be opened, got ${JSON.stringify(text)}`);
  await waitFor(() => app.hash() === "#/" || app.hash() === "", `${what}: URL back at #/ (is ${app.hash()})`);
  assertEqual(await app.count("replay"), 0, `${what}: replay pages shown`);
  return text;
}

export const TESTS = [
  {
    name: "lobby lists the five games, and every one can be started",
    async run(t) {
      const app = await t.newApp();
      await app.open("#/");
      assertEqual(await app.page.locator('[data-testid^="game-"]').count(), 5, "number of game tiles");
      const playable = ["icih", "card-hockey", "open-ice", "crease", "fourth-street"];
      for (const slug of GAMES) {
        const tile = app.id(`game-${slug}`);
        assert(await tile.isVisible(), `tile game-${slug} is visible`);
        const coming = await tile.getByTestId(`coming-${slug}`).count();
        const actions = await tile.locator("button, a").count();
        if (playable.includes(slug)) {
          assertEqual(coming, 0, `coming-soon badge on ${slug}`);
          // The three sims also open a season.
          const sim = ["open-ice", "crease", "fourth-street"].includes(slug);
          assertEqual(actions, sim ? 2 : 1, `start actions on the ${slug} tile`);
          assertEqual(await tile.getByTestId(`choose-${slug}`).count(), 1, `choose-${slug} on its tile`);
          assertEqual(await tile.getByTestId(`season-${slug}`).count(), sim ? 1 : 0, `season-${slug} on its tile`);
        } else {
          assertEqual(coming, 1, `coming-soon badge on ${slug}`);
          assert(/coming soon/i.test(await tile.getByTestId(`coming-${slug}`).textContent()), `${slug} badge says coming soon`);
          assertEqual(actions, 0, `buttons/links on the ${slug} tile`);
        }
      }
      // The new-game form starts on Ice Cold Ice Hockey: one start button, for it.
      assertEqual(await app.page.locator('[data-testid^="start-"]').count(), 1, "start buttons");
      assert(await app.visible("start-icih"), "start-icih is visible (the form defaults to ICIH)");
      for (const opt of ["opt-opponent", "opt-side", "opt-level", "opt-era"]) {
        assert(await app.visible(opt), `${opt} is shown for ICIH`);
      }
      assertEqual(await app.count("opt-tiebreak"), 0, "Card Hockey's tie-break option on the ICIH form");
      assert(await app.visible("no-saves"), "the no-saves hint on a fresh device");
      // Issue 43: no saved games, so nothing empty on top: the games come first.
      const order = await app.page.evaluate(() =>
        ["saves", "new-game"].map((id) => document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect().top),
      );
      assert(order[0] > order[1], `the empty saved-games section sits below the new-game form: ${order}`);
      // ICIH-2: the help says what the engine does (follow-ups after a won puck, overtime hands).
      const help = await app.page.locator("details.how-to-play").first().textContent();
      assert(!/card on top of the pile allows/.test(help), `ICIH help still ties follow-ups to the pile: ${help}`);
      for (const words of ["no inside shot", "Save - OFF", "six in a five-minute overtime", "40 cards once"]) {
        assert(help.includes(words), `ICIH help says "${words}"`);
      }
      await assertNoSidewaysScroll(app, "lobby");
      // Choices made in the form survive the tile's "New game" link, which takes you to the
      // form and switches it to that game; the form then starts Card Hockey with them.
      await app.id("opt-opponent").selectOption("two");
      await app.press("choose-card-hockey");
      await waitFor(
        () => app.id("start-card-hockey").evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        }),
        "the new-game form's start button to be scrolled into view",
      );
      assert(await app.visible("lobby"), "still on the lobby after choosing Card Hockey");
      assertEqual(await app.count("start-icih"), 0, "start-icih after choosing Card Hockey");
      assertEqual(await app.id("opt-opponent").inputValue(), "two", "opponent after the New game link");
      await app.id("opt-tiebreak").selectOption("tie");
      assertEqual(await app.id("opt-tiebreak").inputValue(), "tie", "tie-break chosen");
      assertEqual(await app.page.locator('[data-testid^="start-"]').count(), 1, "start buttons on the Card Hockey form");
      assertEqual(await app.count("opt-era"), 0, "ICIH's era option on the Card Hockey form");
      // Back to ICIH and again to Card Hockey: the choices stay.
      await app.press("choose-icih");
      await waitFor(() => app.visible("start-icih"), "the ICIH form again");
      assertEqual(await app.id("opt-opponent").inputValue(), "two", "opponent after switching to ICIH");
      await app.press("choose-card-hockey");
      await waitFor(() => app.visible("start-card-hockey"), "the Card Hockey form again");
      assertEqual(await app.id("opt-tiebreak").inputValue(), "tie", "tie-break after switching back and forth");
      await app.press("start-card-hockey");
      await waitFor(() => app.visible("table"), "the Card Hockey table");
      assert(await app.visible("flip-away"), "the game started is for two players (flip-away shown)");
    },
  },

  {
    name: "play vs computer: flip by button, deck and Space, then auto-play to the end",
    async run(t) {
      const app = await t.newApp();
      await app.open("#/");
      await app.startGame();
      await watchForFlipAway(app);
      assertEqual(await app.turn(), 0, "turn at face-off");
      assertEqual(await app.text("period"), "1st period", "period at face-off");
      assertEqual(await app.logLength(), 0, "log lines at face-off");
      assert(await app.id("deck-away").isDisabled(), "the computer's deck is not tappable");
      if (t.project.touch) {
        await assertTouchTarget(app, "flip-home");
        await assertTouchTarget(app, "deck-home");
      }

      // Three turns with the Flip button.
      let lines = 0;
      for (let i = 1; i <= 3; i++) {
        const turn = await app.flipTurn("flip-home");
        assertEqual(turn, i, "turn after flip-home");
        const now = await app.logLength();
        assert(now >= lines + 3, `a turn adds at least 3 log lines (two cards and a result): ${lines} -> ${now}`);
        lines = now;
        assertEqual(await app.count("flip-away"), 0, "flip-away buttons vs the computer");
      }
      const newest = await app.page.locator('[data-testid="log-line"]').first().getAttribute("data-step");
      assertEqual(Number(newest), 6, "newest log line is from the 6th action (3 turns x 2 flips)");
      await app.page.screenshot({ path: t.artifact(`table-${t.project.name}.png`), fullPage: true });

      // One by tapping/clicking the deck.
      assertEqual(await app.flipTurn("deck-home"), 4, "turn after pressing deck-home");
      assert((await app.logLength()) > lines, "log grew after the deck press");
      lines = await app.logLength();

      // One by the Space bar, with focus off the controls (tap/click on the scoreboard).
      await app.press("scoreboard");
      const focused = await app.page.evaluate(() => document.activeElement?.tagName);
      assert(!CONTROL_TAGS.includes(focused), `focus should have left the controls, is on ${focused}`);
      await app.page.keyboard.press("Space");
      await waitFor(async () => (await app.turn()) === 5, "turn 5 after pressing Space");
      assert((await app.logLength()) > lines, "log grew after Space");

      // Keyboard: Enter on the focused Flip button flips, and focus stays on it for the next.
      await app.id("flip-home").focus();
      await app.page.keyboard.press("Enter");
      await waitFor(async () => (await app.turn()) === 6, "turn 6 after Enter on flip-home");
      const still = await app.page.evaluate(() => document.activeElement?.getAttribute("data-testid"));
      assertEqual(still, "flip-home", "focused element after flipping with the keyboard");
      await app.page.keyboard.press("Enter");
      await waitFor(async () => (await app.turn()) === 7, "turn 7 after a second Enter");

      await assertNoSidewaysScroll(app, "table");

      // Auto-play to the end of the period.
      await app.press("autoplay-period");
      await waitFor(async () => (await app.text("period")) === "2nd period", "the 2nd period", 20000);
      await waitFor(() => app.visible("autoplay-period"), "auto-play to stop at the period's end");
      assertEqual(await app.turn(), 0, "turn right after the period ends (auto-play stops there)");
      const log = await app.logLines();
      assert(log.some((l) => l.startsWith("End of the 1st period")), "log has the end of the 1st period");
      assert(log[0].startsWith("The 2nd period begins") || log[0].startsWith("Face-off"), `newest line after the period: ${log[0]}`);

      // Auto-play to the end of the game.
      await app.press("autoplay-game");
      await waitFor(() => app.visible("final-result"), "the final result", 45000);
      assertEqual(await app.text("period"), "Final", "period label at the end");
      const score = await app.score();
      const box = await app.boxScoreGoals();
      assertEqual([box.homeName, box.awayName], ["Reds", "Blacks"], "box score rows");
      assertEqual({ home: box.home, away: box.away }, score, "box score goal totals vs scoreboard");
      const first = (await app.logLines())[0];
      assert(first.startsWith("Final"), `newest log line should start with "Final", got ${JSON.stringify(first)}`);
      assert(first.includes(`Reds ${score.home}, Blacks ${score.away}`), `final line has the score ${score.home}-${score.away}: ${first}`);
      const result = await app.text("final-result");
      if (score.home !== score.away) {
        const winner = score.home > score.away ? "Reds" : "Blacks";
        assert(result.includes(`The ${winner} win`), `final-result names the winner ${winner}: ${result}`);
      }
      assertEqual(await app.count("flip-home"), 0, "flip-home after the game is over");
      assert(await app.id("autoplay-game").isDisabled(), "autoplay-game disabled after the game");
      assert(await app.id("deck-home").isDisabled(), "deck-home disabled after the game");
      assertEqual(await app.page.evaluate(() => window.__sawFlipAway), false, "flip-away ever shown vs the computer");
      await app.page.screenshot({ path: t.artifact(`final-${t.project.name}.png`), fullPage: true });
    },
  },

  {
    name: "Space on the Card Hockey table flips and never scrolls the page",
    async run(t) {
      const app = await t.newApp();
      await app.open("#/");
      await app.startGame();
      await app.page.evaluate(() => window.scrollTo(0, 0));
      const scrollable = await app.page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
      assert(scrollable, "the table page is taller than the viewport (else this test proves nothing)");
      await app.press("scoreboard");
      await app.page.evaluate(() => window.scrollTo(0, 0));
      const scrolled = () => app.page.evaluate(() => window.scrollY);

      await app.page.keyboard.press("Space");
      await waitFor(async () => (await app.turn()) === 1, "turn 1 after Space");
      assertEqual(await scrolled(), 0, "scroll after one Space");

      // Held down: the key repeats; only the first press flips, and none scrolls.
      await app.page.keyboard.down("Space");
      for (let i = 0; i < 5; i++) await app.page.keyboard.down("Space");
      await app.page.keyboard.up("Space");
      await waitFor(async () => (await app.turn()) === 2, "turn 2 after holding Space");
      await sleep(300);
      assertEqual(await app.turn(), 2, "a held Space flips once");
      assertEqual(await scrolled(), 0, "scroll after holding Space");

      // During auto-play Space does nothing, and still does not scroll.
      await app.press("autoplay-period");
      await app.page.evaluate(() => window.scrollTo(0, 0));
      await app.press("scoreboard");
      await app.page.evaluate(() => window.scrollTo(0, 0));
      for (let i = 0; i < 3; i++) await app.page.keyboard.press("Space");
      assertEqual(await scrolled(), 0, "scroll after Space during auto-play");
    },
  },

  {
    name: "two players: a turn resolves only after both sides flip",
    async run(t) {
      const app = await t.newApp();
      await app.open("#/");
      await app.id("opt-opponent").selectOption("two");
      await waitFor(async () => (await app.count("opt-side")) === 0, "opt-side to disappear for two players");
      await app.startGame({ opponent: "two" });
      assert(await app.visible("flip-home"), "flip-home shown");
      assert(await app.visible("flip-away"), "flip-away shown");
      for (let i = 1; i <= 2; i++) {
        const lines = await app.logLength();
        await app.press("flip-home");
        await waitFor(async () => (await app.count("flip-home")) === 0, "flip-home to go away after the Reds flip");
        assertEqual(await app.turn(), i - 1, "turn after only the Reds flipped");
        assert(await app.visible("flip-away"), "flip-away still shown");
        assert(await app.id("deck-home").isDisabled(), "the Reds' deck is disabled until the Blacks flip");
        // The Reds' card, and a penalty line if it is a deuce; nothing about the Blacks yet.
        const added = (await app.logLines()).slice(0, (await app.logLength()) - lines);
        assert(added.length >= 1 && added.length <= 2, `log lines after one flip: ${JSON.stringify(added)}`);
        assert(added.every((l) => /Reds/.test(l) && !/Blacks/.test(l)), `lines after the Reds flip: ${JSON.stringify(added)}`);
        // The second flip (here by the Blacks' deck on the second turn) settles the turn.
        await app.press(i === 1 ? "flip-away" : "deck-away");
        await waitFor(async () => (await app.turn()) === i, `turn ${i} after both flipped`);
        assert(await app.visible("flip-home"), "flip-home back for the next turn");
        assert(await app.visible("flip-away"), "flip-away back for the next turn");
      }
      // Blacks may go first too.
      await app.press("flip-away");
      await waitFor(async () => (await app.count("flip-away")) === 0, "flip-away to go away after the Blacks flip");
      assertEqual(await app.turn(), 2, "turn after only the Blacks flipped");
      await app.press("flip-home");
      await waitFor(async () => (await app.turn()) === 3, "turn 3");
      // Space flips the next side that still has to flip: two presses make one turn.
      await app.press("scoreboard");
      await app.page.keyboard.press("Space");
      await waitFor(async () => (await app.count("flip-home")) === 0, "Space to flip for the Reds");
      assertEqual(await app.turn(), 3, "turn after one Space");
      await app.page.keyboard.press("Space");
      await waitFor(async () => (await app.turn()) === 4, "turn 4 after a second Space");
    },
  },

  {
    name: "reload mid-game keeps the game; the lobby lists it and Continue opens it",
    async run(t) {
      const app = await t.newApp();
      await app.open("#/");
      const id = await app.startGame();
      for (let i = 0; i < 2; i++) await app.flipTurn();
      await app.press("autoplay-period");
      await waitFor(async () => (await app.text("period")) === "2nd period", "the 2nd period", 20000);
      await waitFor(() => app.visible("autoplay-period"), "auto-play to stop");
      for (let i = 0; i < 3; i++) await app.flipTurn();
      const before = {
        score: await app.score(),
        turn: await app.turn(),
        period: await app.text("period"),
        log: await app.logLines(),
      };
      assertEqual(before.turn, 3, "turn before reload");

      await app.page.reload();
      await app.ready();
      assert(await app.visible("table"), "the table after reload");
      assertEqual(app.hash(), `#/play/${id}`, "URL after reload");
      const after = {
        score: await app.score(),
        turn: await app.turn(),
        period: await app.text("period"),
        log: await app.logLines(),
      };
      assertEqual(after, before, "game state after reload");

      await app.press("back-to-lobby");
      await waitFor(() => app.visible("lobby"), "the lobby");
      const rows = app.id("save-row");
      assertEqual(await rows.count(), 1, "saved games listed");
      assertEqual(await rows.first().getAttribute("data-id"), id, "saved game id");
      assertEqual(
        (await rows.first().getByTestId("save-score").textContent()).trim(),
        `${before.score.home}-${before.score.away}`,
        "save-score",
      );
      assertEqual((await rows.first().getByTestId("save-period").textContent()).trim(), "2nd", "save-period");
      assertEqual(
        (await rows.first().getByTestId("save-teams").textContent()).trim(),
        "Reds (you) vs Blacks (computer)",
        "save-teams",
      );
      assertEqual(await app.count("no-saves"), 0, "no-saves hint with a save present");
      await assertSavesOnTop(app, "back from the game");
      // A fresh visit (a new page load of the lobby) shows it on top too.
      await app.page.reload();
      await waitFor(() => app.visible("lobby"), "the lobby after a reload");
      await assertSavesOnTop(app, "a fresh visit");

      await app.press(rows.first().getByTestId("save-continue"));
      await waitFor(() => app.visible("table"), "the table after Continue");
      assertEqual(app.hash(), `#/play/${id}`, "URL after Continue");
      assertEqual(await app.turn(), before.turn, "turn after Continue");
      assertEqual(await app.logLines(), before.log, "log after Continue");
      assertEqual(await app.flipTurn(), before.turn + 1, "turn after flipping in the continued game");
    },
  },

  {
    name: "share link replays in a fresh browser and can be continued from any move",
    async run(t) {
      const app = await t.newApp({ contextOptions: { permissions: ["clipboard-read", "clipboard-write"] } });
      await app.open("#/");
      await app.startGame();
      for (let i = 0; i < 4; i++) await app.flipTurn();
      const score = await app.score();
      const log = await app.logLines();
      const url = await shareLink(app);
      await app.press("share-copy");
      await waitFor(async () => (await app.text("share-status")) === "Link copied.", "the link copied message");
      assertEqual(await app.page.evaluate(() => navigator.clipboard.readText()), url, "clipboard after Copy link");

      const viewer = await t.newApp();
      await viewer.page.goto(url);
      await viewer.ready();
      assert(await viewer.visible("replay"), "the replay page");
      assertEqual(await viewer.text("replay-step"), "Move 8 of 8", "replay step on opening (4 turns, 2 flips each)");
      assertEqual(await viewer.score(), score, "score in the replay");
      assertEqual(await viewer.turn(), 4, "turn in the replay");
      assertEqual(await viewer.logLines(), log, "play-by-play in the replay");
      assertEqual(await viewer.count("flip-home"), 0, "flip buttons in a replay");
      assertEqual(
        await viewer.page.locator('[data-testid="scoreboard"] .sb-seat').allTextContents(),
        ["player", "computer"],
        "seat labels for someone watching a replay (not \"you\")",
      );

      await viewer.press("replay-back");
      await waitFor(async () => (await viewer.text("replay-step")) === "Move 7 of 8", "Move 7 after back");
      assertEqual(await viewer.turn(), 3, "turn at move 7 (the Reds' card is up)");
      await viewer.press("replay-forward");
      await waitFor(async () => (await viewer.text("replay-step")) === "Move 8 of 8", "Move 8 after forward");
      await viewer.press("replay-forward");
      await sleep(100);
      assertEqual(await viewer.text("replay-step"), "Move 8 of 8", "forward stops at the last move");
      await viewer.press("replay-start");
      await waitFor(async () => (await viewer.text("replay-step")) === "Move 0 of 8", "Move 0 after start");
      assertEqual(await viewer.turn(), 0, "turn at move 0");
      assertEqual(await viewer.score(), { home: 0, away: 0 }, "score at move 0");
      await viewer.press("replay-back");
      await sleep(100);
      assertEqual(await viewer.text("replay-step"), "Move 0 of 8", "back stops at move 0");
      await viewer.press("replay-end");
      await waitFor(async () => (await viewer.text("replay-step")) === "Move 8 of 8", "Move 8 after end");

      // A log line jumps to the position right after it.
      const line = viewer.page.locator('[data-testid="log-line"][data-step="4"]').first();
      await viewer.press(line);
      await waitFor(async () => (await viewer.text("replay-step")) === "Move 4 of 8", "Move 4 after clicking a line");
      assertEqual(await viewer.turn(), 2, "turn at move 4");
      assert(await line.evaluate((el) => el.classList.contains("current")), "the picked line is marked current");

      const expectedLog = await viewer.page
        .locator('[data-testid="log-line"]')
        .evaluateAll((els) => els.filter((e) => Number(e.dataset.step) <= 4).map((e) => e.textContent.trim()));
      assert(expectedLog.length >= 6 && expectedLog.length < log.length, `log lines up to move 4: ${expectedLog.length}`);
      await viewer.press("replay-continue");
      await waitFor(() => viewer.visible("table"), "a playable table after Continue from here", 10000);
      const m = /^#\/play\/([0-9a-f]+)$/.exec(viewer.hash());
      assert(m, `Continue should go to #/play/<id>, went to ${viewer.hash()}`);
      assertEqual(await viewer.turn(), 2, "turn of the continued game");
      assertEqual(await viewer.logLines(), expectedLog, "log of the continued game");
      assertEqual(await viewer.flipTurn(), 3, "the continued game plays on");

      await viewer.press("back-to-lobby");
      await waitFor(() => viewer.visible("lobby"), "the lobby");
      const rows = viewer.id("save-row");
      assertEqual(await rows.count(), 1, "saves in the viewer's browser");
      assertEqual(await rows.first().getAttribute("data-id"), m[1], "the continued game's save id");

      // The sharer's own save is untouched.
      const saves = await app.savedGames();
      assertEqual(Object.keys(saves).length, 1, "saves in the sharer's browser");
    },
  },

  {
    name: "bad links (truncated, edited, garbage, markup) land on the lobby with a notice",
    async run(t) {
      const app = await t.newApp();
      const dialogs = [];
      app.page.on("dialog", (d) => {
        dialogs.push(d.message());
        d.dismiss().catch(() => {});
      });
      await app.open("#/");
      await app.startGame();
      for (let i = 0; i < 3; i++) await app.flipTurn();
      const good = await shareLink(app);
      const code = good.split("#/replay/")[1];
      assert(code.length > 20, "a real record code");

      // The good link opens (so the failures below are down to the edits).
      await app.page.goto("about:blank");
      await app.page.goto(good);
      await app.ready();
      assert(await app.visible("replay"), "the unedited link opens a replay");

      const mid = Math.floor(code.length / 2);
      const swapped = code[mid] === "A" ? "B" : "A";
      const cases = [
        ["truncated", code.slice(0, code.length - 5)],
        ["cut to half", code.slice(0, mid)],
        ["edited", code.slice(0, mid) + swapped + code.slice(mid + 1)],
        ["garbage", "%%%not-a-game%%%"],
        ["empty", ""],
        ["short", "AAAA"],
        ["markup", '<img src=x onerror="window.__xss=1;alert(1)">'],
        ["encoded markup", encodeURIComponent('<img src=x onerror="window.__xss=1">')],
      ];
      for (const [what, bad] of cases) {
        await app.page.goto("about:blank");
        await app.page.goto(`${app.baseUrl}#/replay/${bad}`);
        await app.ready();
        const text = await expectNoticeOnLobby(app, what);
        assert(!text.includes("<img"), `${what}: notice must not echo markup`);
      }

      // In-app: typing a bad link while the app is open (same-document navigation).
      await app.page.goto(`${app.baseUrl}#/replay/${code.slice(0, mid)}x${code.slice(mid + 1)}`);
      await expectNoticeOnLobby(app, "edited, same page");
      // The notice is shown once: after playing a game and coming back, it is gone.
      await app.startGame();
      await app.press("back-to-lobby");
      await waitFor(() => app.visible("lobby"), "the lobby after playing");
      assertEqual(await app.count("notice"), 0, "notice banners after leaving the lobby and coming back");
      // The notice can be dismissed.
      await app.page.goto(`${app.baseUrl}#/replay/${code.slice(0, 10)}`);
      await expectNoticeOnLobby(app, "truncated, same page");
      await app.press(app.id("notice").locator("button"));
      await waitFor(async () => (await app.count("notice")) === 0, "the notice to be dismissed");

      // Markup in a play id shows an error page, as text.
      await app.page.goto(`${app.baseUrl}#/play/<img src=x onerror="window.__xss=1;alert(1)">`);
      await waitFor(() => app.visible("load-error"), "the load-error page for an unknown game id");

      await sleep(200);
      const injected = await app.page.evaluate(() => ({
        imgs: document.querySelectorAll("img").length,
        xss: window.__xss ?? null,
      }));
      assertEqual(injected, { imgs: 0, xss: null }, "elements/scripts injected by link text");
      assertEqual(dialogs, [], "dialogs opened by link text");
    },
  },

  {
    name: "corrupt saves are listed as unreadable; good save still opens; delete asks first",
    async run(t) {
      const app = await t.newApp();
      await app.open("#/");
      const id = await app.startGame();
      for (let i = 0; i < 2; i++) await app.flipTurn();
      await app.press("back-to-lobby");
      await waitFor(() => app.visible("lobby"), "the lobby");
      await app.page.evaluate(() => {
        localStorage.setItem("rinkside.game.bad1", '{"schema":1,"id":"bad1","game":"card-hock');
        localStorage.setItem("rinkside.game.bad2", '{"schema":99}');
      });
      await app.page.reload();
      await app.ready();
      assertEqual(await app.count("save-unreadable"), 2, "unreadable rows");
      assertEqual(await app.count("save-row"), 1, "readable rows");
      const ids = await app.id("save-unreadable").evaluateAll((els) => els.map((e) => e.dataset.id).sort());
      assertEqual(ids, ["bad1", "bad2"], "unreadable row ids");
      assert(/newer version/.test(await app.page.locator('[data-testid="save-unreadable"][data-id="bad2"]').textContent()),
        "bad2 says it is from a newer version");

      await app.press(app.id("save-row").getByTestId("save-continue"));
      await waitFor(() => app.visible("table"), "the good save opens");
      assertEqual(app.hash(), `#/play/${id}`, "URL of the good save");
      assertEqual(await app.turn(), 2, "turn of the good save");
      await app.press("back-to-lobby");
      await waitFor(() => app.visible("lobby"), "the lobby again");

      const bad1 = app.page.locator('[data-testid="save-unreadable"][data-id="bad1"]');
      await app.press(bad1.getByTestId("save-delete"));
      await waitFor(() => app.visible("confirm-dialog"), "the confirmation dialog");
      assertEqual(
        await app.page.evaluate(() => document.activeElement?.getAttribute("data-testid")),
        "confirm-no",
        "focus when the dialog opens (Cancel, the safe answer)",
      );
      await app.page.keyboard.press("Escape");
      await waitFor(async () => (await app.count("confirm-dialog")) === 0, "Escape to close the dialog");
      assert(
        await bad1.getByTestId("save-delete").evaluate((el) => el === document.activeElement),
        "focus back on the Delete button after Escape",
      );
      await app.press(bad1.getByTestId("save-delete"));
      await waitFor(() => app.visible("confirm-dialog"), "the confirmation dialog (2)");
      await app.press("confirm-no");
      await waitFor(async () => (await app.count("confirm-dialog")) === 0, "the dialog to close on cancel");
      assertEqual(await app.count("save-unreadable"), 2, "unreadable rows after cancelling");
      assert((await app.savedGames())["rinkside.game.bad1"] !== undefined, "bad1 kept after cancelling");

      await app.press(bad1.getByTestId("save-delete"));
      await waitFor(() => app.visible("confirm-dialog"), "the confirmation dialog again");
      await app.press("confirm-yes");
      await waitFor(async () => (await app.count("save-unreadable")) === 1, "one unreadable row after deleting");
      assertEqual(await app.count("confirm-dialog"), 0, "dialog after confirming");
      const saves = await app.savedGames();
      assertEqual(Object.keys(saves).sort(), [`rinkside.game.${id}`, "rinkside.game.bad2"].sort(), "storage after deleting bad1");
      assertEqual(await app.count("save-row"), 1, "readable rows after deleting bad1");

      // Deleting the good one empties the list down to the other unreadable row.
      await app.press(app.id("save-row").getByTestId("save-delete"));
      await waitFor(() => app.visible("confirm-dialog"), "the dialog for the good save");
      assert(/Card Hockey/.test(await app.text("confirm-dialog")), "the question names the game");
      await app.press("confirm-yes");
      await waitFor(async () => (await app.count("save-row")) === 0, "the good save deleted");
      assertEqual(await app.count("save-unreadable"), 1, "bad2 still listed");
    },
  },

  {
    name: "storage full: a warning shows and play goes on",
    async run(t) {
      const app = await t.newApp();
      const fill = () =>
        app.page.evaluate(() => {
          let n = 0;
          let size = 1 << 20;
          while (size >= 1) {
            try {
              localStorage.setItem(`e2e.filler.${n}`, "x".repeat(size));
              n++;
            } catch {
              size = Math.floor(size / 2);
            }
          }
          return n;
        });
      const unfill = () =>
        app.page.evaluate(() => {
          for (const k of Object.keys(localStorage)) if (k.startsWith("e2e.filler.")) localStorage.removeItem(k);
        });
      await app.open("#/");
      const id = await app.startGame();
      await app.flipTurn();
      assertEqual(await app.count("storage-warning"), 0, "storage warning before storage is full");
      assert((await fill()) > 0, "filler entries written");
      try {
        assertEqual(await app.flipTurn(), 2, "turn advances with storage full");
        await waitFor(() => app.visible("storage-warning"), "the storage warning");
        assert(/full/i.test(await app.text("storage-warning")), "the warning says storage is full");
        assertEqual(await app.flipTurn(), 3, "play goes on with the warning shown");
        const stale = JSON.parse((await app.savedGames())[`rinkside.game.${id}`]);
        assertEqual(stale.id, id, "the earlier save is still there");

        // Freeing space: the next play saves again and the warning goes.
        await unfill();
        assertEqual(await app.flipTurn(), 4, "turn after freeing space");
        await waitFor(async () => (await app.count("storage-warning")) === 0, "the warning to go once saving works");
        // Leaving and continuing opens the latest state (not the copy held while storage was full).
        await app.press("back-to-lobby");
        await waitFor(() => app.visible("lobby"), "the lobby");
        await app.press(app.page.locator(`[data-testid="save-row"][data-id="${id}"]`).getByTestId("save-continue"));
        await waitFor(() => app.visible("table"), "the table after Continue");
        assertEqual(await app.turn(), 4, "turn after Continue (the latest play)");
        await app.page.reload();
        await app.ready();
        assertEqual(await app.turn(), 4, "turn after reload (the latest play was saved)");

        // A game started while storage is full says at once that it is not saved, and plays.
        await app.press("back-to-lobby");
        await waitFor(() => app.visible("lobby"), "the lobby again");
        assert((await fill()) > 0, "filler entries written again");
        const unsavedId = await app.startGame();
        await waitFor(() => app.visible("storage-warning"), "the storage warning on a new game that could not be saved");
        assertEqual(await app.flipTurn(), 1, "the unsaved new game plays");
        assert(!(`rinkside.game.${unsavedId}` in (await app.savedGames())), "the new game is not in storage");
        await unfill();
        assertEqual(await app.flipTurn(), 2, "turn after freeing space (new game)");
        await waitFor(async () => (await app.count("storage-warning")) === 0, "the warning to go (new game)");
        assert(`rinkside.game.${unsavedId}` in (await app.savedGames()), "the new game is saved once there is room");
      } finally {
        await unfill().catch(() => {});
      }
    },
  },

  {
    name: "offline: the installed app opens and the saved game continues",
    async run(t) {
      const server = await t.startServer();
      const app = await t.newApp({ baseUrl: server.url });
      t.allowConsole(/Failed to load resource|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED/);
      await app.open("#/");
      const id = await app.startGame();
      for (let i = 0; i < 3; i++) await app.flipTurn();
      await app.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await app.page.reload();
      await app.ready();
      await waitFor(
        () => app.page.evaluate(() => !!navigator.serviceWorker.controller),
        "the service worker to control the page",
        10000,
      );
      const before = { turn: await app.turn(), score: await app.score(), log: await app.logLines() };
      assertEqual(before.turn, 3, "turn before going offline");

      await app.page.context().setOffline(true);
      await server.stop();
      await app.page.reload();
      await app.ready();
      assert(await app.visible("table"), "the table opens offline");
      assertEqual(app.hash(), `#/play/${id}`, "URL offline");
      const after = { turn: await app.turn(), score: await app.score(), log: await app.logLines() };
      assertEqual(after, before, "game state offline");
      assertEqual(await app.flipTurn(), 4, "flipping works offline");
      await app.press("back-to-lobby");
      await waitFor(() => app.visible("lobby"), "the lobby offline");
      assertEqual(await app.count("save-row"), 1, "the save listed offline");
      // A fresh load of the start URL works offline too.
      await app.page.goto(server.url);
      await app.ready();
      assert(await app.visible("lobby"), "the lobby on a fresh offline visit");
      await app.page.context().setOffline(false);
    },
  },

  {
    name: "PWA manifest and icons",
    async run(t) {
      const app = await t.newApp();
      await app.open("#/");
      const href = await app.page.locator('link[rel="manifest"]').getAttribute("href");
      const manifestUrl = new URL(href, app.baseUrl).href;
      assertEqual(manifestUrl, app.baseUrl + "manifest.webmanifest", "manifest URL");
      const res = await app.page.request.get(manifestUrl);
      assertEqual(res.status(), 200, "manifest status");
      let manifest;
      try {
        manifest = JSON.parse(await res.text());
      } catch (e) {
        throw new Error(`manifest is not JSON: ${e.message}`);
      }
      for (const key of ["name", "short_name", "theme_color", "start_url"]) {
        assert(typeof manifest[key] === "string" && manifest[key].length > 0, `manifest.${key} is set`);
      }
      assertEqual(manifest.display, "standalone", "manifest.display");
      assert(Array.isArray(manifest.icons), "manifest.icons is a list");
      const has = (size, purpose) =>
        manifest.icons.some((i) => i.sizes.split(/\s+/).includes(size) && (i.purpose || "any").split(/\s+/).includes(purpose));
      assert(has("192x192", "any"), "a 192x192 icon");
      assert(has("512x512", "any"), "a 512x512 icon");
      assert(has("512x512", "maskable") || has("192x192", "maskable"), "a maskable icon");
      for (const icon of manifest.icons) {
        const iconUrl = new URL(icon.src, manifestUrl).href;
        const r = await app.page.request.get(iconUrl);
        assertEqual(r.status(), 200, `status of ${icon.src}`);
        assert(/^image\/png/.test(r.headers()["content-type"] || ""), `${icon.src} content-type is image/png`);
        const body = await r.body();
        assertEqual([...body.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], `${icon.src} PNG signature`);
        const w = body.readUInt32BE(16);
        const h = body.readUInt32BE(20);
        assertEqual(`${w}x${h}`, icon.sizes, `${icon.src} pixel size`);
      }
      // The start URL opens the app.
      await app.page.goto(new URL(manifest.start_url, manifestUrl).href);
      await app.ready();
      assert(await app.visible("lobby"), "start_url opens the lobby");
    },
  },
];

TESTS.push(...ICIH_TESTS);
TESTS.push(...ENDGAME_TESTS);
TESTS.push(...LAB_TESTS);
TESTS.push(...HARD_TESTS);
TESTS.push(...CHUNK_TESTS);
TESTS.push(...OPEN_ICE_TESTS);
TESTS.push(...CREASE_TESTS);
TESTS.push(...FOURTH_STREET_TESTS);
TESTS.push(...ROBUST_TESTS);
TESTS.push(...SEASON_TESTS);
TESTS.push(...A11Y_TESTS);
TESTS.push(...KEYBOARD_TESTS);
TESTS.push(...LINK_TESTS);
TESTS.push(...ICIH_TABLE_TESTS);
TESTS.push(...BENCH_TESTS);
TESTS.push(...ROTATION_TESTS);
TESTS.push(...SHOOTOUT_TESTS);
TESTS.push(...SEASON_FILE_TESTS);
