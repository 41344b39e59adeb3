// End-to-end tests for the end of a tied ICIH game: overtime and the shootout. A person rarely
// gets there in a test run, so the games start from share links that stop at the start of
// overtime and of the shootout (tests/e2e/fixtures/, written by `cargo run --bin fixtures_icih`
// and checked against the engine by the native test `fixtures_match_the_engine`).

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, assert, assertEqual, waitFor } from "./lib.mjs";
import { PAUSE_KEY, expectedBanner, mouseDrag, playOn, settle, snap, touchDrag } from "./icih.mjs";

const fixture = (name) => readFileSync(join(ROOT, "tests/e2e/fixtures", name), "utf8").trim();

/** Opens a record link, checks the replay, and continues it as a game against the computer. */
async function continueFromLink(t, record) {
  const app = await t.newApp();
  await app.open("#/");
  await app.page.evaluate(([k]) => localStorage.setItem(k, "0"), [PAUSE_KEY]);
  await app.open(`#/replay/${record}`);
  assert(await app.visible("replay"), "the link opens the replay");
  const header = await app.page.locator('[data-testid="box-score"] thead th').allTextContents();
  await app.press("replay-continue");
  await waitFor(() => app.visible("table"), "a playable table after Continue from here", 10000);
  return { app, header: header.map((h) => h.trim()) };
}

/** Presses Shoot for the person until the game is over; returns the number of presses. */
async function shootItOut(app) {
  let presses = 0;
  for (;;) {
    const s = await settle(app, { what: `the shootout after ${presses} attempts` });
    if (s.final) return presses;
    assertEqual(s.period, "Shootout", "scoreboard during the shootout");
    assertEqual(s.buttons, ["act-shoot"], "the one choice in a shootout");
    assertEqual(s.prompt, "Shootout: your shooter.", "shootout prompt");
    await app.press("act-shoot");
    await waitFor(async () => {
      const after = await snap(app);
      return after.step > s.step || after.final;
    }, "the shot to be taken");
    // The card the person's shooter drew is turned up with what it meant.
    const reveal = (await app.page.locator('[data-testid="reveal-item"]').allTextContents()).map((r) => r.replace(/\s+/g, " ").trim());
    const shot = reveal.map((r) => /Home shooter, card #(\d+) – (he scores|stopped) \(a goal on #1-25\)/.exec(r)).find(Boolean);
    assert(shot, `the shot in the turned-up cards: ${JSON.stringify(reveal)}`);
    assertEqual(shot[2] === "he scores", Number(shot[1]) <= 25, `card #${shot[1]} ${shot[2]}`);
    presses++;
    assert(presses < 40, "the shootout ends");
  }
}

/** The final result as a person sees it: scoreboard, banner and box score agree. */
async function checkFinal(app, decidedIn) {
  await waitFor(() => app.visible("final-result"), "the final banner");
  const score = await app.score();
  assert(score.home !== score.away, `a tie is settled: ${JSON.stringify(score)}`);
  assertEqual(await app.text("period"), `Final (${decidedIn})`, "scoreboard period at the end");
  const banner = await app.text("final-result");
  const expected = await expectedBanner(app, score);
  assert(banner.includes(expected), `final banner ${JSON.stringify(banner)} should say ${JSON.stringify(expected)}`);
  const box = await app.boxScoreGoals();
  assertEqual({ home: box.home, away: box.away }, score, "box score goal totals vs scoreboard");
  return { score, box };
}

export const ENDGAME_TESTS = [
  {
    name: "ICIH overtime: a tied game from a link plays its 40-card overtime with six-card hands to a result",
    async run(t) {
      const { app, header } = await continueFromLink(t, fixture("icih-overtime.txt"));
      assertEqual(header.slice(0, 5), ["", "1st", "2nd", "3rd", "OT"], "box score columns in the replay");
      const start = await settle(app, { what: "the first decision of overtime" });
      assertEqual(start.period, "OT period", "scoreboard period");
      assertEqual(start.score.home, start.score.away, "tied going into overtime");
      assertEqual(start.hand.length, 6, "six cards in hand in overtime");
      const opening = await app.logLines();
      assert(opening.includes("End of period 3."), "the log marks the end of regulation");
      assert(opening.includes("Overtime begins: 40 cards in play, 6-card hands."), "the log marks the start of overtime");
      assert(/^Overtime · \d+ cards left$/.test(start.deckInfo), `deck line in overtime: ${start.deckInfo}`);
      const cdp = t.project.touch ? await app.page.context().newCDPSession(app.page) : null;
      const drag = (card) => (cdp ? touchDrag(app, cdp, card) : mouseDrag(app, card));
      const { state, stats } = await playOn(app, {
        dragCard: drag,
        stop: (s) => s.period === "Shootout",
        maxMoves: 400,
      });
      assert(state.final || state.period === "Shootout", `overtime ended (after ${stats.moves} moves): ${state.period}`);
      assert(stats.cards >= 3, `cards played in overtime: ${stats.cards}`);
      const decidedIn = state.final ? "OT" : "SO";
      if (!state.final) await shootItOut(app);
      const { box } = await checkFinal(app, decidedIn);
      if (decidedIn === "OT") assertEqual(Math.abs(box.homeCells[3] - box.awayCells[3]), 1, "one goal apart in the overtime column");
      await app.page.screenshot({ path: t.artifact(`icih-overtime-${t.project.name}.png`), fullPage: true });
    },
  },
  {
    name: "ICIH shootout: a game tied after overtime, from a link, is shot out to a winner",
    async run(t) {
      const { app, header } = await continueFromLink(t, fixture("icih-shootout.txt"));
      assert(header.includes("OT"), `overtime in the replay's box score: ${header}`);
      const start = await settle(app, { what: "the first shootout attempt" });
      assertEqual(start.score.home, start.score.away, "tied after overtime");
      assertEqual(start.hand.length, 0, "no hand in a shootout");
      assert(/^Shootout · \d+ cards left$/.test(start.deckInfo), `deck line in a shootout: ${start.deckInfo}`);
      assertEqual([await app.text("shootout-home"), await app.text("shootout-away")], ["Home –", "Visitors –"], "the tally before the first shot");
      const presses = await shootItOut(app);
      assert(presses >= 3, `the person shot at least three times (${presses})`);
      const { score, box } = await checkFinal(app, "SO");
      assertEqual(Math.abs(score.home - score.away), 1, "a shootout win counts one goal");
      const headerAfter = (await app.page.locator('[data-testid="box-score"] thead th').allTextContents()).map((h) => h.trim());
      const so = headerAfter.indexOf("SO") - 1;
      assert(so >= 4, `a shootout column in the box score: ${headerAfter}`);
      const attempts = (await app.logLines()).filter((l) => /^(Home|Visitors) shooter (scores|is stopped) \(card #\d+\)\.$/.test(l));
      const made = { home: attempts.filter((l) => /^Home shooter scores/.test(l)).length, away: attempts.filter((l) => /^Visitors shooter scores/.test(l)).length };
      assertEqual({ home: Number(box.homeCells[so]), away: Number(box.awayCells[so]) }, made, "shootout goals in the box score vs the log");
      const taken = { home: attempts.filter((l) => l.startsWith("Home")).length, away: attempts.filter((l) => l.startsWith("Visitors")).length };
      assertEqual(taken.home, presses, "one Home attempt per press");
      assertEqual(taken.home, taken.away, "both teams shot the same number of times");
      assert(taken.home >= 3, `three rounds at least: ${JSON.stringify(taken)}`);
      // The scoreboard keeps the tally, one mark per attempt in order.
      const marks = (team) => attempts.filter((l) => l.startsWith(team)).reverse().map((l) => (/scores/.test(l) ? "●" : "○")).join("");
      assertEqual(await app.text("shootout-home"), `Home ${marks("Home")}`, "Home's shootout tally");
      assertEqual(await app.text("shootout-away"), `Visitors ${marks("Visitors")}`, "Visitors' shootout tally");
      await app.page.screenshot({ path: t.artifact(`icih-shootout-${t.project.name}.png`), fullPage: true });
    },
  },
];
