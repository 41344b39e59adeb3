// Keyboard-only play (issue: "Every action of every game can be done with the keyboard alone,
// with a visible focus ring"), appended to TESTS in tests.mjs. For each of the five games, from
// the lobby at the app's base URL: open the game's new-game page, start a game and make the
// game's main moves with page.keyboard only (Tab, Shift+Tab, Enter, arrow keys); no clicks, no
// taps. Every control reached is checked for a visible focus ring (style/main.css draws
// :focus-visible as a 3px outline). State is read from data-testid only.

import { assert, assertEqual, waitFor } from "./lib.mjs";
import { choose, expectCardPlayed, settle, snap } from "./icih.mjs";

const tid = (id) => `[data-testid="${id}"]`;

/** What has the focus, and how it is drawn (read in the page). */
function focusedNow() {
  const e = document.activeElement;
  if (!e || e === document.body || e === document.documentElement) return { none: true, tag: e?.tagName ?? null };
  const cs = getComputedStyle(e);
  const box = e.getBoundingClientRect();
  return {
    none: false,
    tag: e.tagName,
    testid: e.dataset.testid ?? null,
    within: e.closest("[data-testid]")?.dataset.testid ?? null,
    text: (e.textContent || "").trim().replace(/\s+/g, " ").slice(0, 40),
    outlineStyle: cs.outlineStyle,
    outlineWidth: parseFloat(cs.outlineWidth) || 0,
    boxShadow: cs.boxShadow,
    visibility: cs.visibility,
    width: box.width,
    height: box.height,
  };
}

const describe = (f) => (f.none ? `nothing (${f.tag})` : `<${f.tag.toLowerCase()}${f.testid ? ` data-testid=${f.testid}` : f.within ? ` in ${f.within}` : ""}> "${f.text}"`);

/** The focused control is drawn with a focus ring (an outline or a box-shadow) and can be seen. */
async function assertFocusRing(page, what) {
  const f = await page.evaluate(focusedNow);
  assert(!f.none, `${what}: nothing has the focus`);
  const outline = f.outlineStyle !== "none" && f.outlineWidth > 0;
  const shadow = f.boxShadow !== "none";
  assert(outline || shadow,
    `${what}: ${describe(f)} has the focus but no visible focus ring (outline-style ${f.outlineStyle}, outline-width ${f.outlineWidth}px, box-shadow ${f.boxShadow})`);
  assert(f.visibility !== "hidden" && f.width > 0 && f.height > 0, `${what}: ${describe(f)} has the focus but is not drawn (${f.width}x${f.height}, ${f.visibility})`);
  return f;
}

const focusMatches = (page, selector) => page.evaluate((s) => !!document.activeElement?.matches(s), selector);

/**
 * Presses Tab (or Shift+Tab with `back`) until the focused element matches `selector`, checking
 * the focus ring of every element it stops on. Fails naming the selector, and listing what the
 * Tab key reached, if it is never reached in `maxTabs` presses.
 */
async function tabTo(page, selector, maxTabs = 120, { back = false } = {}) {
  const seen = [];
  if (!(await focusMatches(page, selector))) {
    let found = false;
    for (let i = 0; i < maxTabs; i++) {
      await page.keyboard.press(back ? "Shift+Tab" : "Tab");
      if (await focusMatches(page, selector)) {
        found = true;
        break;
      }
      const f = await page.evaluate(focusedNow);
      const d = describe(f);
      if (seen[seen.length - 1] !== d) seen.push(d);
      // Every stop on the way is a control someone tabbing meets: it must show its focus too.
      if (!f.none) await assertFocusRing(page, `on the way to ${selector}`);
    }
    if (!found) {
      const present = await page.evaluate((s) => {
        const el = document.querySelector(s);
        if (!el) return "no such element on the page";
        return `it is on the page: <${el.tagName.toLowerCase()}> tabindex=${el.getAttribute("tabindex")} disabled=${!!el.disabled} tabIndex=${el.tabIndex}`;
      }, selector);
      const uniq = [...new Set(seen)];
      throw new Error(`${selector} was never focused in ${maxTabs} presses of ${back ? "Shift+Tab" : "Tab"} (${present}); the Tab key reached: ${uniq.slice(0, 40).join(", ")}`);
    }
  }
  return assertFocusRing(page, selector);
}

/** Tabs (Shift+Tabs with `back`) to a button or link and presses Enter on it. */
async function activate(page, selector, { key = "Enter", maxTabs = 120, back = false } = {}) {
  await tabTo(page, selector, maxTabs, { back });
  await page.keyboard.press(key);
}

/**
 * Tabs to a <select> and walks it to the option `value` with the arrow keys (a closed select
 * changes its value on ArrowDown/ArrowUp in Chromium). Fails if the value never changes.
 */
async function selectByKeys(page, selector, value) {
  await tabTo(page, selector);
  const { values, current } = await page.evaluate((s) => {
    const el = document.querySelector(s);
    return { values: [...el.options].map((o) => o.value), current: el.value };
  }, selector);
  const want = values.indexOf(value);
  assert(want >= 0, `${selector} offers ${value} (options: ${values.join(", ")})`);
  const from = values.indexOf(current);
  const key = want > from ? "ArrowDown" : "ArrowUp";
  for (let i = 0; i < Math.abs(want - from); i++) await page.keyboard.press(key);
  await waitFor(() => page.evaluate(([s, v]) => document.querySelector(s)?.value === v, [selector, value]),
    `${selector} to read ${value} after ${Math.abs(want - from)} x ${key}`, 3000);
  assert(await focusMatches(page, selector), `${selector} keeps the focus after the arrow keys`);
  await assertFocusRing(page, `${selector} after the arrow keys`);
}

/** Opens the lobby and follows a game tile's "New game" link with the keyboard. */
async function openNewGameByKeyboard(app, slug) {
  await app.open("#/");
  await app.page.waitForSelector(tid("lobby"));
  await activate(app.page, tid(`choose-${slug}`), { maxTabs: 30 });
}

/** Starts a game on its new-game page with the keyboard; returns the game's id. */
async function faceOffByKeyboard(app, startId) {
  await activate(app.page, tid(startId), { maxTabs: 60 });
  await app.page.waitForSelector(tid("table"), { timeout: 15000 });
  const m = /^#\/play\/([0-9a-f]+)$/.exec(app.hash());
  assert(m, `after ${startId} the fragment should be #/play/<id>, got ${app.hash()}`);
  return m[1];
}

const logLength = (app) => app.page.locator(`${tid("log")} ${tid("log-line")}`).count();
const logLines = (app) => app.page.locator(`${tid("log")} ${tid("log-line")}`).allTextContents().then((l) => l.map((s) => s.trim()));

/**
 * Steps a sim game with the keyboard: Tab to Step (focus stays there between presses) and
 * Enter; waits for the play-by-play to grow.
 */
async function stepByKeyboard(app, stepId = "step") {
  const before = await logLength(app);
  await waitFor(() => app.page.evaluate((s) => !document.querySelector(s)?.disabled, tid(stepId)), `${stepId} to be enabled`);
  await activate(app.page, tid(stepId));
  await waitFor(async () => (await logLength(app)) > before, `the play-by-play to grow after Enter on ${stepId}`);
}

/** Whether an element with this testid is on the page and enabled. */
const enabled = (app, id) => app.page.evaluate((s) => {
  const el = document.querySelector(s);
  return !!el && !el.disabled;
}, tid(id));

export const KEYBOARD_TESTS = [
  {
    name: "keyboard: Ice Cold Ice Hockey is opened, started and played (cards and buttons) with the keyboard alone, every control with a focus ring",
    timeout: 60_000,
    async run(t) {
      const app = await t.newApp();
      const { page } = app;
      await openNewGameByKeyboard(app, "icih");
      await waitFor(() => app.visible("start-icih"), "the ICIH new-game form after Enter on choose-icih");
      assertEqual(await app.id("opt-opponent").inputValue(), "computer", "the opponent offered first");
      // A form choice by the arrow keys: the hard computer.
      await selectByKeys(page, tid("opt-level"), "hard");
      await faceOffByKeyboard(app, "start-icih");
      // The computer's pause, by the keyboard: none, so the test does not wait on it.
      await selectByKeys(page, tid("cpu-pause"), "0");

      let cards = 0;
      let buttons = 0;
      for (let moves = 0; moves < 40 && (cards < 3 || buttons < 1); moves++) {
        const s = await settle(app, { what: `a decision after ${moves} keyboard moves` });
        assert(!s.final, `the game ended after ${moves} moves`);
        assert(!s.handoff, "no hand-off screen against the computer");
        const move = choose(s);
        assert(move, `no move offered: ${JSON.stringify(s)}`);
        if (move.type === "card") {
          await activate(page, `${tid("hand-card")}[data-card="${move.card}"]`);
          await expectCardPlayed(app, s, move.card, "Enter on the card");
          cards++;
        } else if (move.type === "intent") {
          await activate(page, tid(move.id));
          const armed = await waitFor(async () => {
            const now = await snap(app);
            return now.activeIntent.includes(move.id) && now.hand.some((c) => c.live) ? now : null;
          }, `${move.id} (Enter) to light the cards`);
          const card = armed.hand[armed.hand.length - 1].card;
          await activate(page, `${tid("hand-card")}[data-card="${card}"]`);
          await expectCardPlayed(app, armed, card, `Enter on the card (discard for ${move.id})`);
          cards++;
          buttons++;
        } else {
          await activate(page, tid(move.id));
          await waitFor(async () => {
            const now = await snap(app);
            return now.step !== s.step || JSON.stringify(now.buttons) !== JSON.stringify(s.buttons) || now.prompt !== s.prompt;
          }, `Enter on ${move.id} to change the table`);
          buttons++;
        }
      }
      assert(cards >= 3, `cards played with Enter: ${cards}`);
      console.log(`  [${t.project.name}] ICIH: ${cards} card(s) and ${buttons} button(s) by the keyboard`);
      // Back to the lobby by keyboard; the game is listed and continues by keyboard.
      await activate(page, tid("back-to-lobby"), { back: true });
      await waitFor(() => app.visible("lobby"), "the lobby after Enter on back-to-lobby");
      await activate(page, `${tid("save-row")} ${tid("save-continue")}`, { maxTabs: 60 });
      await waitFor(() => app.visible("table"), "the table after Enter on save-continue");
      const s = await settle(app, { what: "a decision in the continued game" });
      assert(s.hand.length > 0, "the continued game shows the hand");
    },
  },

  {
    name: "keyboard: Card Hockey is opened, started and flipped with the keyboard alone, every control with a focus ring",
    timeout: 60_000,
    async run(t) {
      const app = await t.newApp();
      const { page } = app;
      await openNewGameByKeyboard(app, "card-hockey");
      await waitFor(() => app.visible("start-card-hockey"), "the Card Hockey new-game form after Enter on choose-card-hockey");
      await selectByKeys(page, tid("opt-tiebreak"), "tie");
      await faceOffByKeyboard(app, "start-card-hockey");
      assertEqual(await app.turn(), 0, "turn at the start");
      for (let turn = 1; turn <= 4; turn++) {
        const lines = await logLength(app);
        await activate(page, tid("flip-home"));
        await waitFor(async () => (await app.turn()) === turn, `turn ${turn} after Enter on flip-home`);
        assert((await logLength(app)) > lines, `the play-by-play grew on turn ${turn}`);
      }
      assertEqual(await page.evaluate(() => document.activeElement?.dataset.testid ?? null), "flip-home", "focus stays on flip-home");
      // Auto-play the period from the keyboard, then stop it.
      const period = await app.text("period");
      await activate(page, tid("autoplay-period"));
      await waitFor(async () => (await app.text("period")) !== period || (await app.count("final-result")) > 0,
        `the period (${period}) to end after Enter on autoplay-period`, 40_000);
    },
  },

  {
    name: "keyboard: Open Ice is opened, started, stepped and coached (shoot / keep the puck) with the keyboard alone, every control with a focus ring",
    timeout: 60_000,
    async run(t) {
      const app = await t.newApp();
      const { page } = app;
      await openNewGameByKeyboard(app, "open-ice");
      await page.waitForSelector(tid("oi-setup"), { timeout: 15000 });
      assertEqual(app.hash(), "#/new/open-ice", "the new-game page's fragment");
      assertEqual(await app.id("oi-coach-home").inputValue(), "person", "the person coaches the home team");
      await faceOffByKeyboard(app, "oi-start");
      for (let i = 0; i < 3; i++) await stepByKeyboard(app);
      await selectByKeys(page, tid("speed"), "instant");

      // Step until the home coach is offered a shot; answer by the keyboard, both ways.
      const answers = ["shoot-home", "hold-home"];
      let answered = 0;
      for (let steps = 0; answered < answers.length; steps++) {
        assert(steps < 400, `a chance to shoot for the home coach within 400 steps (answered ${answered})`);
        assertEqual(await app.count("final-result"), 0, "the game is still on");
        if (await app.count("shoot-home")) {
          const before = await logLength(app);
          await activate(page, tid(answers[answered]));
          await waitFor(async () => (await logLength(app)) > before, `the play-by-play to grow after Enter on ${answers[answered]}`);
          answered++;
          continue;
        }
        await stepByKeyboard(app);
      }
      // The suggestion is a button too.
      await activate(page, tid("suggest-home"));
      await waitFor(() => app.visible("suggestion"), "a suggestion after Enter on suggest-home");
    },
  },

  {
    name: "keyboard: Inside the Crease is opened, started, stepped and coached (strategy, next lines) with the keyboard alone, every control with a focus ring",
    timeout: 60_000,
    async run(t) {
      const app = await t.newApp();
      const { page } = app;
      await openNewGameByKeyboard(app, "crease");
      await page.waitForSelector(tid("cr-setup"), { timeout: 15000 });
      assertEqual(app.hash(), "#/new/crease", "the new-game page's fragment");
      assertEqual(await app.id("cr-coach-home").inputValue(), "person", "the person coaches the home team");
      await faceOffByKeyboard(app, "cr-start");
      for (let i = 0; i < 3; i++) await stepByKeyboard(app);
      const homeName = await app.text("team-name-home");

      // Strategy by the arrow keys: forecheck 3.
      await selectByKeys(page, tid("fc-home"), "3");
      await waitFor(async () => (await logLines(app)).includes(`${homeName} set forecheck 3 and physical play normal.`), "the forecheck line in the log");

      // The next change: a line and pair that may go, picked by the arrow keys and sent by Enter.
      let chosen = null;
      for (const line of ["1", "2", "3", "0"]) {
        for (const pair of ["1", "2", "0"]) {
          await selectByKeys(page, tid("next-line-home"), line);
          await selectByKeys(page, tid("next-pair-home"), pair);
          if (await enabled(app, "send-lines-home")) {
            chosen = { line: Number(line) + 1, pair: Number(pair) + 1 };
            break;
          }
        }
        if (chosen) break;
      }
      assert(chosen, "some line and pair may go out next");
      await activate(page, tid("send-lines-home"));
      await waitFor(async () => (await app.text("next-change-home")) === `Next change: line ${chosen.line}, pair ${chosen.pair} (the coach's pick)`,
        "the coach's pick shown as the next change");
      for (let i = 0; i < 3; i++) await stepByKeyboard(app);
    },
  },

  {
    name: "keyboard: 4th Street Hockey is opened, started, rolled and coached (pull goalie, next lines, decisions) with the keyboard alone, every control with a focus ring",
    timeout: 60_000,
    async run(t) {
      const app = await t.newApp();
      const { page } = app;
      await openNewGameByKeyboard(app, "fourth-street");
      await page.waitForSelector(tid("fs-setup"), { timeout: 15000 });
      assertEqual(app.hash(), "#/new/fourth-street", "the new-game page's fragment");
      assertEqual(await app.id("fs-coach-home").inputValue(), "person", "the person coaches the home team");
      await faceOffByKeyboard(app, "fs-start");
      const home = (await app.text("team-home")).trim();

      // Pull the goalie at the face-off, and send him back, by Enter.
      let before = await logLength(app);
      await activate(page, tid("pull-goalie-home"));
      await waitFor(async () => (await logLines(app)).some((l) => / pull their goalie\.$/.test(l)), "the pull in the play-by-play");
      assert((await logLength(app)) > before, "the play-by-play grew after the pull");
      await waitFor(() => enabled(app, "return-goalie-home"), "the return control");
      await activate(page, tid("return-goalie-home"));
      await waitFor(async () => (await logLines(app)).some((l) => / goalie is back in net\.$/.test(l)), "the return in the play-by-play");

      // The next change: line 2, pair 2, by the arrow keys; sent by Enter.
      await selectByKeys(page, tid("next-line-home"), "1");
      await selectByKeys(page, tid("next-pair-home"), "1");
      await activate(page, tid("send-lines-home"));
      await waitFor(async () => /Next change: line 2, pair 2 \(the coach's pick\)/.test(await app.text("lines-home")), "the coach's next lines shown");

      // A forechecker toggled by Enter.
      const pressed = await app.id("forecheck-home-C").getAttribute("aria-pressed");
      await activate(page, tid("forecheck-home-C"));
      await waitFor(async () => (await app.id("forecheck-home-C").getAttribute("aria-pressed")) !== pressed, "the C's forecheck toggled by Enter");

      // Roll by Enter on the Roll button.
      const serial = () => page.evaluate(() => Number(document.querySelector('[data-testid="roll-serial"]')?.dataset.serial || 0));
      const decisionPanel = () => page.evaluate(() => ["wild-card-home", "pass-choice-home"].find((id) => document.querySelector(`[data-testid="${id}"]`)) ?? null);
      let decisions = 0;
      /** A pending decision of the home coach, taken by Tab and Enter. */
      const decide = async (panel) => {
        const option = `${tid(panel)} ${tid(panel === "wild-card-home" ? "wild-option" : "pass-option")}`;
        const lines = await logLength(app);
        await activate(page, option);
        await waitFor(async () => (await logLength(app)) > lines && (await decisionPanel()) !== panel || !(await app.count(panel)),
          `the ${panel} decision to be taken by Enter`);
        decisions++;
      };
      for (let rolls = 0; rolls < 5; ) {
        assertEqual(await app.count("final-result"), 0, "the game is still on");
        const panel = await decisionPanel();
        if (panel) {
          await decide(panel);
          continue;
        }
        const n = await serial();
        const lines = await logLength(app);
        await waitFor(() => enabled(app, "roll-dice"), "the Roll button to be enabled");
        await activate(page, tid("roll-dice"));
        // One step is usually one roll, but a penalty may roll the d6p again for the defender
        // (R100) and the computer's own wild-card choice rolls nothing: the step is what is seen.
        await waitFor(async () => (await serial()) > n || (await logLength(app)) > lines, `the step after roll ${n} by Enter on roll-dice`);
        rolls++;
      }

      // Auto-play, set up and started by the keyboard, stops for the coach's decisions (a wild
      // card, a pass): one is taken by the keyboard. A game may pass without one (about four
      // wild cards a game): then a new one is started, by the keyboard, from the lobby.
      const running = () => app.page.evaluate((s) => !!document.querySelector(s), tid("pause"));
      for (let games = 1; decisions < 1; games++) {
        assert(games <= 3, `a decision for the home coach within ${games - 1} games`);
        if (games > 1) {
          await activate(page, tid("back-to-lobby"));
          await waitFor(() => app.visible("lobby"), "the lobby after Enter on back-to-lobby");
          await activate(page, tid("choose-fourth-street"), { maxTabs: 60 });
          await page.waitForSelector(tid("fs-setup"), { timeout: 15000 });
          await faceOffByKeyboard(app, "fs-start");
        }
        await selectByKeys(page, tid("run-to"), "game");
        await selectByKeys(page, tid("speed"), "instant");
        for (let guard = 0; decisions < 1 && !(await app.count("final-result")); guard++) {
          assert(guard < 200, "auto-play stops at a decision or the end");
          const panel = await decisionPanel();
          if (panel) {
            await decide(panel);
            continue;
          }
          const lines = await logLength(app);
          if (!(await running()) && (await enabled(app, "autoplay"))) await activate(page, tid("autoplay"));
          await waitFor(async () => (await decisionPanel()) || (await app.count("final-result")) ||
            (!(await running()) && (await enabled(app, "autoplay")) && (await logLength(app)) !== lines),
            "auto-play to stop at a decision", 20_000, 50);
        }
      }
      assert(home.length > 0, "the home team is named");
      console.log(`  [${t.project.name}] 4th Street: ${decisions} decision(s) by the keyboard`);
    },
  },
];
