// End-to-end tests for the Ice Cold Ice Hockey table (src/ui/icih/), appended to TESTS in
// tests.mjs. Every card is played the way a person plays it: a real mouse drag (desktop), a
// real touch drag sent through the browser's input protocol (tablet), a tap on the card and
// then on the pile, or the keyboard. Buttons are clicked or tapped. Page state is read from the
// data-testid attributes only.
//
// The computer's pause is set to 0 (localStorage rinkside.icih.pause) so games run fast.
// DEBUG_ICIH=1 traces pointer and scroll events in the page and, when a card move does not
// take, prints the table before/after and the trace and saves
// tests/e2e/artifacts/icih-debug-failed-move.png.

import { join } from "node:path";
import { ROOT, assert, assertEqual, waitFor, sleep } from "./lib.mjs";

export const PAUSE_KEY = "rinkside.icih.pause";
const SNAP_BACK = "Drop the card on the pile or the rink to play it.";

/** Starts an ICIH game from the lobby; the computer's pause is set first (ms, as a string). */
export async function startIcih(app, { opponent = "computer", side = "home", level = "medium", era = "shootout", pause = "0" } = {}) {
  await app.open("#/");
  await app.page.evaluate(([k, v]) => localStorage.setItem(k, v), [PAUSE_KEY, pause]);
  await app.page.waitForSelector('[data-testid="start-icih"]');
  await app.id("opt-opponent").selectOption(opponent);
  if (opponent === "computer") {
    await app.id("opt-side").selectOption(side);
    await app.id("opt-level").selectOption(level);
  }
  await app.id("opt-era").selectOption(era);
  await app.press("start-icih");
  await app.page.waitForSelector('[data-testid="table"]', { timeout: 10000 });
  if (process.env.DEBUG_ICIH) {
    await app.page.evaluate(() => {
      window.__trace = [];
      const t = (s) => window.__trace.push(`${performance.now().toFixed(0)} ${s}`);
      window.addEventListener("scroll", () => t(`scroll ${window.scrollY}`));
      for (const ev of ["pointerdown", "pointerup", "pointercancel", "lostpointercapture"]) {
        document.addEventListener(ev, (e) => t(`${ev} ${e.pointerType} ${e.clientX},${e.clientY} ${e.target.closest?.("[data-testid]")?.dataset.testid}`), true);
      }
    });
  }
  const m = /^#\/play\/([0-9a-f]+)$/.exec(app.hash());
  assert(m, `after starting, URL fragment should be #/play/<id>, got ${app.hash()}`);
  if (opponent === "computer") assertEqual(await app.id("cpu-pause").inputValue(), pause, "computer pause setting");
  else assertEqual(await app.count("cpu-pause"), 0, "computer pause control in a two-player game");
  return m[1];
}

/** Everything a test needs to know about the table, read from the DOM in one go. */
function readTable() {
  const q = (id) => document.querySelector(`[data-testid="${id}"]`);
  const all = (sel) => [...document.querySelectorAll(sel)];
  const txt = (id) => {
    const e = q(id);
    return e ? e.textContent.trim() : null;
  };
  const newest = document.querySelector('[data-testid="log"] [data-testid="log-line"]');
  const kindOf = (el) => ["shot", "offence", "defence"].find((k) => el?.classList.contains(k)) ?? null;
  const handoff = q("handoff");
  return {
    prompt: txt("prompt"),
    reason: txt("reason"),
    final: !!q("final-result"),
    handoff: !!handoff,
    handoffTitle: handoff ? handoff.querySelector("h2")?.textContent.trim() ?? "" : null,
    buttons: all('[data-testid="buttons"] button').map((b) => b.dataset.testid),
    activeIntent: all('[data-testid="buttons"] button.active').map((b) => b.dataset.testid),
    hand: all('[data-testid="hand-card"]').map((b) => ({
      card: Number(b.dataset.card),
      live: b.dataset.live === "true",
      index: Number(b.dataset.index),
      kind: kindOf(b.querySelector(".icard")),
    })),
    hands: all('[data-testid="hand"]').length,
    step: newest ? Number(newest.dataset.step) : 0,
    logLen: all('[data-testid="log"] [data-testid="log-line"]').length,
    handCount: { home: parseInt(txt("hand-count-home"), 10), away: parseInt(txt("hand-count-away"), 10) },
    score: { home: Number(txt("score-home")), away: Number(txt("score-away")) },
    period: txt("period"),
    deckInfo: txt("deck-info"),
    pile: q("pile-top") ? Number(q("pile-top").dataset.card) : null,
    reveal: all('[data-testid="reveal-item"]').length,
    puck: q("puck") ? `${q("puck").dataset.zone}/${q("puck").dataset.control}` : null,
  };
}

export const snap = (app) => app.page.evaluate(readTable);

/** The log lines added after move `step` (newest first). */
export async function linesAfter(app, step) {
  return app.page
    .locator('[data-testid="log"] [data-testid="log-line"]')
    .evaluateAll((els, s) => els.filter((e) => Number(e.dataset.step) > s).map((e) => e.textContent.trim()), step);
}

/**
 * Waits until someone at the device has a decision: the final result, a hand-off screen, or a
 * live card / a button. Against the computer, a window where "Let it go" is the only choice is
 * passed by the table itself, so that is not a decision (in a two-player game it is).
 */
export async function settle(app, { twoPlayer = false, timeout = 10000, what = "a decision at the table" } = {}) {
  return waitFor(async () => {
    const s = await snap(app);
    if (s.final || s.handoff) return s;
    if (/thinking/.test(s.prompt ?? "")) return null;
    if (s.hand.some((c) => c.live)) return s;
    if (s.buttons.some((b) => b !== "act-let-play")) return s;
    if (twoPlayer && s.buttons.includes("act-let-play")) return s;
    return null;
  }, what, timeout);
}

const BUTTON_ORDER = [
  "act-shoot",
  "act-drop-puck",
  "act-keep-card",
  "act-touch-up",
  "act-outside-shot",
  "intent-dump-in",
  "intent-dump-out-centre",
  "act-dump-out-offence",
  "act-skip-discard",
  "act-call-icing",
  "act-leave-card",
  "act-return-goalie",
  "intent-defensive-mode",
  "act-pull-goalie",
  "act-let-play",
];

/** A sensible move: a live card (an inside shot first), else the best button. */
export function choose(s) {
  const live = s.hand.filter((c) => c.live);
  if (live.length) return { type: "card", card: (live.find((c) => c.kind === "shot") ?? live[0]).card };
  const bonus = s.buttons
    .filter((b) => b.startsWith("act-take-bonus-"))
    .sort((a, b) => Number(b.split("-").pop()) - Number(a.split("-").pop()));
  if (bonus.length && bonus[0] !== "act-take-bonus-0") return { type: "button", id: bonus[0] };
  for (const id of BUTTON_ORDER) if (s.buttons.includes(id)) return { type: id.startsWith("intent-") ? "intent" : "button", id };
  if (s.buttons.length) return { type: "button", id: s.buttons[0] };
  return null;
}

export function handCard(app, card) {
  return app.page.locator(`[data-testid="hand-card"][data-card="${card}"]`);
}

/** Centre of an element in viewport coordinates, after scrolling it into view. */
async function centreOf(loc, what) {
  await loc.scrollIntoViewIfNeeded();
  const b = await loc.boundingBox();
  assert(b, `${what} has no box`);
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Both ends of a drag must be on screen at once: a person cannot drag to what they can't see. */
async function assertOnScreen(app, pts, what) {
  const vp = app.page.viewportSize();
  for (const [name, p] of Object.entries(pts)) {
    assert(p.x >= 0 && p.y >= 0 && p.x <= vp.width && p.y <= vp.height,
      `${what}: the ${name} is off screen at (${Math.round(p.x)}, ${Math.round(p.y)}) in ${vp.width}x${vp.height}`);
  }
}

/**
 * Where a drag starts (the card's centre) and ends (a testid's or locator's centre, or a point).
 * The table is laid out so that the hand and the pile are on screen together without scrolling,
 * so the page is scrolled to the top first and both ends must be in the viewport.
 */
async function dragPoints(app, card, target) {
  await app.page.evaluate(() => window.scrollTo(0, 0));
  const centre = async (loc, what) => {
    const b = await loc.boundingBox();
    assert(b, `${what} has no box`);
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const from = await centre(handCard(app, card), `hand card #${card}`);
  const name = typeof target === "string" ? target : target.x === undefined ? "target" : "drop point";
  const to =
    typeof target === "string" ? await centre(app.id(target), target) : target.x === undefined ? await centre(target, "target") : target;
  await assertOnScreen(app, { card: from, [name]: to }, `dragging #${card}`);
  return { from, to };
}

/** A real mouse drag (pointer down on the card's centre, moves, up on the target). */
export async function mouseDrag(app, card, target = "drop-target", steps = 6) {
  const { from, to } = await dragPoints(app, card, target);
  const m = app.page.mouse;
  await m.move(from.x, from.y);
  await m.down();
  await m.move(to.x, to.y, { steps });
  await m.up();
}

/** A real touch drag through the browser's input protocol (CDP Input.dispatchTouchEvent). */
export async function touchDrag(app, cdp, card, target = "drop-target", steps = 6) {
  const { from, to } = await dragPoints(app, card, target);
  const point = (p) => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(from) });
  for (let i = 1; i <= steps; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(p) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/**
 * After a card move: the log grew and the card left the hand (unless the hand was dealt again:
 * a new period or the second pass through the deck can bring the same card back).
 */
export async function expectCardPlayed(app, before, card, how) {
  let last = null;
  const after = await waitFor(async () => {
    const s = await snap(app);
    last = s;
    return s.step > before.step ? s : null;
  }, `${how} of #${card} to change the game (log past move ${before.step})`, 5000).catch(async (e) => {
    if (process.env.DEBUG_ICIH) {
      await app.page.screenshot({ path: join(ROOT, "tests/e2e/artifacts/icih-debug-failed-move.png") }).catch(() => {});
      console.log(JSON.stringify(before), "\n", JSON.stringify(last));
      console.log(await app.page.evaluate(() => (window.__trace || []).slice(-40).join("\n")));
    }
    const seen = last ? ` (reason shown: ${JSON.stringify(last.reason)}, prompt: ${JSON.stringify(last.prompt)})` : "";
    throw new Error(e.message + seen);
  });
  // No other card in the hand flies back from the drop point: each card keeps its own element.
  // (The moved card itself, dealt back into the hand, may still be easing back from the drop.)
  const displaced = (skip) =>
    app.page.evaluate((skip) =>
      [...document.querySelectorAll('[data-testid="hand-card"]')]
        .filter((e) => Number(e.dataset.card) !== skip && getComputedStyle(e).transform !== "none")
        .map((e) => `#${e.dataset.card} ${getComputedStyle(e).transform}`), skip);
  assertEqual(await displaced(card), [], `hand cards displaced right after the ${how} of #${card}`);
  const stillHeld = after.hand.some((c) => c.card === card);
  if (stillHeld) {
    const added = await linesAfter(app, before.step);
    assert(added.some((l) => /begins|shuffled|Shootout/.test(l)),
      `${how}: #${card} is still in the hand after the move; new lines: ${JSON.stringify(added.slice(0, 6))}`);
    await waitFor(async () => (await displaced(-1)).length === 0, `#${card}, dealt back, to settle in the hand`, 2000);
  }
  assertEqual(after.reason, null, `reason shown after a legal ${how} of #${card}`);
  return after;
}

/** Waits for any visible change after a button press. */
async function expectChange(app, before, what) {
  const key = (s) => JSON.stringify([s.step, s.hand, s.buttons, s.prompt, s.pile, s.handoff, s.final, s.handCount, s.deckInfo]);
  return waitFor(async () => {
    const s = await snap(app);
    return key(s) !== key(before) ? s : null;
  }, `${what} to change the table`, 5000);
}

/**
 * Plays on with `dragCard(card)` for every card move and presses buttons for the rest, until
 * `stop(state)` says so, the game ends, or `maxMoves` moves were made. Returns counts.
 */
export async function playOn(app, { dragCard, stop = () => false, maxMoves = Infinity, twoPlayer = false, onState = async () => {}, how = "drag" }) {
  const stats = { moves: 0, cards: 0, buttons: 0, intents: 0, handoffs: 0 };
  for (;;) {
    const s = await settle(app, { twoPlayer, what: `a decision after ${stats.moves} moves` });
    await onState(s, stats);
    if (s.final || stop(s, stats) || stats.moves >= maxMoves) return { state: s, stats };
    if (s.handoff) {
      stats.handoffs++;
      await app.press("handoff-ready");
      await waitFor(async () => !(await snap(app)).handoff, "the hand-off screen to close");
      continue;
    }
    const move = choose(s);
    assert(move, `no move found: ${JSON.stringify(s)}`);
    if (move.type === "card") {
      await dragCard(move.card, s);
      await expectCardPlayed(app, s, move.card, how);
      stats.cards++;
    } else if (move.type === "intent") {
      await app.press(move.id);
      const armed = await waitFor(async () => {
        const t = await snap(app);
        return t.activeIntent.includes(move.id) && t.hand.some((c) => c.live) ? t : null;
      }, `${move.id} to light the cards`);
      assert(armed.hand.every((c) => c.live), `every card may be discarded after ${move.id}`);
      const card = armed.hand[armed.hand.length - 1].card;
      await dragCard(card, armed);
      await expectCardPlayed(app, armed, card, `${how} (discard for ${move.id})`);
      stats.intents++;
      stats.cards++;
    } else {
      await app.press(move.id);
      await expectChange(app, s, move.id);
      stats.buttons++;
    }
    stats.moves++;
  }
}


/**
 * Layout faults on every ICIH card in the page (hand, pile, zoom): a part outside its card, two
 * parts on top of each other, text cut off, text under 11px or faded. Runs in the page.
 */
function cardProblems() {
  const out = [];
  const inside = (a, b) => a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
  for (const cardEl of document.querySelectorAll(".icard")) {
    const id = `#${cardEl.dataset.card}`;
    const box = cardEl.getBoundingClientRect();
    if (box.width === 0) continue;
    const parts = [...cardEl.children];
    for (let i = 0; i < parts.length; i++) {
      const r = parts[i].getBoundingClientRect();
      const name = parts[i].className || parts[i].tagName;
      if (!inside(r, box)) out.push(`${id}: .${name} sticks out of the card`);
      if (parts[i].scrollWidth > parts[i].clientWidth + 1) out.push(`${id}: .${name} text is cut off sideways`);
      if (i > 0) {
        const prev = parts[i - 1].getBoundingClientRect();
        if (r.top < prev.bottom - 1) out.push(`${id}: .${name} overlaps .${parts[i - 1].className}`);
      }
    }
    if (cardEl.scrollHeight > cardEl.clientHeight + 1) out.push(`${id}: content taller than the card`);
    const walker = document.createTreeWalker(cardEl, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent.trim()) continue;
      const el = n.parentElement;
      const cs = getComputedStyle(el);
      const size = parseFloat(cs.fontSize);
      if (size < 11) out.push(`${id}: "${n.textContent.trim()}" is ${size}px`);
      let op = 1;
      for (let e = el; e && e !== document.body; e = e.parentElement) op *= Number(getComputedStyle(e).opacity);
      // A follow-up icon on the pile that does not apply now is dimmed (and struck through) on purpose.
      if (op < 0.99 && !el.closest(".not-now")) out.push(`${id}: "${n.textContent.trim()}" is faded (opacity ${op.toFixed(2)})`);
    }
  }
  return [...new Set(out)];
}

export const cardLayoutProblems = (app) => app.page.evaluate(cardProblems);

/** Boxes of the table's main parts, in viewport coordinates. */
function tableBoxes() {
  const box = (sel) => {
    const e = document.querySelector(sel);
    if (!e) return null;
    const r = e.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
  };
  return {
    vw: window.innerWidth,
    vh: window.innerHeight,
    scrollY: window.scrollY,
    scrollWidth: document.documentElement.scrollWidth,
    scoreboard: box('[data-testid="scoreboard"]'),
    rink: box('[data-testid="rink"]'),
    pile: box('[data-testid="drop-target"]'),
    deck: box('[data-testid="deck"]'),
    reveal: box('[data-testid="reveal"]'),
    decision: box('[data-testid="decision"]'),
    hand: box('[data-testid="hand"]'),
    cards: [...document.querySelectorAll('[data-testid="hand-card"] .icard')].map((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }),
  };
}

const overlaps = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

/** Reads the final banner's expected text from the score and the box score's columns. */
/** "Final", "Final (OT)" or "Final (SO)", read off the box score's columns. */
export async function expectedFinalLabel(app, score) {
  const header = await app.page.locator('[data-testid="box-score"] thead th').allTextContents();
  if (score.home === score.away) return "Final";
  if (header.includes("SO")) return "Final (SO)";
  return header.some((h) => /OT$/.test(h.trim())) ? "Final (OT)" : "Final";
}

export async function expectedBanner(app, score) {
  const header = await app.page.locator('[data-testid="box-score"] thead th').allTextContents();
  if (score.home === score.away) return `A ${score.home}-${score.away} tie`;
  const winner = score.home > score.away ? "Home" : "Visitors";
  const hi = Math.max(score.home, score.away);
  const lo = Math.min(score.home, score.away);
  let suffix = "";
  if (header.includes("SO")) suffix = " in a shootout";
  else if (header.some((h) => /OT$/.test(h.trim()))) suffix = " in overtime";
  return `The ${winner} win ${hi}-${lo}${suffix}`;
}

export const ICIH_TESTS = [
  {
    name: "ICIH: a full game against the computer with mouse drags",
    projects: ["desktop"],
    async run(t) {
      const app = await t.newApp();
      const id = await startIcih(app, { side: "home", level: "medium", era: "shootout" });
      const first = await snap(app);
      assertEqual(
        await app.page.locator('[data-testid="scoreboard"] .sb-seat').allTextContents(),
        ["you", "computer"],
        "seat labels at the table",
      );
      assertEqual(first.hands, 1, "hands on screen");
      assertEqual(first.hand.length, first.handCount.home, "hand cards shown vs the Home count");
      assertEqual(await app.text("period"), "1st period", "period at the start");
      assert(first.logLen >= 2, `the opening events are in the log (${first.logLen} lines)`);
      const t0 = Date.now();
      const seen = new Set();
      const { state, stats } = await playOn(app, {
        dragCard: (card) => mouseDrag(app, card),
        maxMoves: 2000,
        // Every card that passes through the hand is checked for layout faults once.
        onState: async (s) => {
          if (s.hand.every((c) => seen.has(c.card))) return;
          for (const c of s.hand) seen.add(c.card);
          const problems = await cardLayoutProblems(app);
          assertEqual(problems, [], "card layout faults");
        },
      });
      assert(state.final, `the game ended (after ${stats.moves} moves)`);
      assert(stats.cards >= 30, `cards dragged in a full game: ${stats.cards}`);
      await waitFor(() => app.visible("final-result"), "the final banner");
      const score = await app.score();
      assertEqual(await app.text("period"), await expectedFinalLabel(app, score), "period label at the end");
      const box = await app.boxScoreGoals();
      assertEqual([box.homeName, box.awayName], ["Home", "Visitors"], "box score rows");
      assertEqual({ home: box.home, away: box.away }, score, "box score goal totals vs scoreboard");
      const banner = await app.text("final-result");
      const expected = await expectedBanner(app, score);
      assert(banner.includes(expected), `final banner ${JSON.stringify(banner)} should say ${JSON.stringify(expected)}`);
      const newest = (await app.logLines())[0];
      assert(/^Final: (the (Home|Visitors) win|a tie)\.$/.test(newest), `newest log line: ${JSON.stringify(newest)}`);
      if (score.home !== score.away) {
        assert(newest.includes(score.home > score.away ? "Home" : "Visitors"), `the log names the winner: ${newest}`);
      }
      // The table shows the latest 150 lines of play-by-play; the rest on request.
      const total = await app.page.locator('[data-testid="log-line"]').first().evaluate((li) => li.value);
      assert(total > 150, `a full game has more than 150 lines of play-by-play (${total})`);
      assertEqual(await app.logLength(), 150, "play-by-play lines shown at the table");
      assertEqual((await app.text("log-more")), `Show all ${total} lines`, "the show-all button");
      await app.press("log-more");
      await waitFor(async () => (await app.logLength()) === total, `all ${total} lines after Show all`);
      const numbers = await app.page.locator('[data-testid="log-line"]').evaluateAll((els) => els.map((e) => e.value));
      assertEqual(numbers, Array.from({ length: total }, (_, i) => total - i), "line numbers, newest first");
      assert((await app.logLines())[total - 1].startsWith("Period 1 begins"), "the oldest line is the start of the game");
      const end = await snap(app);
      assertEqual(end.buttons, [], "buttons once the game is over");
      assertEqual(end.hand.filter((c) => c.live).length, 0, "live cards once the game is over");
      assertEqual(end.prompt, "The game is over.", "prompt at the end");
      await app.page.screenshot({ path: t.artifact("icih-final-desktop.png"), fullPage: true });
      // The lobby lists the finished game with its score.
      await app.press("back-to-lobby");
      await waitFor(() => app.visible("lobby"), "the lobby");
      const row = app.page.locator(`[data-testid="save-row"][data-id="${id}"]`);
      assertEqual((await row.getByTestId("save-score").textContent()).trim(), `${score.home}-${score.away}`, "saved score");
      assert(/^Final/.test((await row.getByTestId("save-period").textContent()).trim()), "saved period says Final");
      assert(seen.size >= 30, `cards checked for layout: ${seen.size}`);
      if (process.env.E2E_TIMINGS) {
        console.log(`    full game: ${stats.moves} moves (${stats.cards} card drags, ${stats.buttons} buttons, ${stats.intents} intents), ` +
          `${score.home}-${score.away}, ${seen.size} different cards checked for layout, ${((Date.now() - t0) / 1000).toFixed(1)}s`);
      }
    },
  },
];

ICIH_TESTS.push(
  {
    name: "ICIH tablet: touch drags through the browser's touch input play cards; a long press enlarges",
    projects: ["tablet"],
    async run(t) {
      const app = await t.newApp();
      await startIcih(app);
      const cdp = await app.page.context().newCDPSession(app.page);
      await app.page.evaluate(() => {
        window.__pointerTypes = [];
        document.addEventListener("pointerdown", (e) => {
          if (e.target.closest?.('[data-testid="hand-card"]')) window.__pointerTypes.push(e.pointerType);
        }, true);
      });
      // A long press (no movement) enlarges the card and plays nothing.
      const s = await settle(app);
      const held = s.hand[0].card;
      const at = await centreOf(handCard(app, held), `#${held}`);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: Math.round(at.x), y: Math.round(at.y) }] });
      await waitFor(() => app.visible("card-zoom"), "the enlarged card after a long press", 3000);
      assertEqual(Number(await app.id("card-zoom").locator(".icard").getAttribute("data-card")), held, "card enlarged");
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await waitFor(async () => (await app.count("card-zoom")) === 0, "the enlargement to close on lifting the finger");
      const after = await snap(app);
      assertEqual(after.step, s.step, "moves made by a long press");
      assertEqual(after.hand.map((c) => c.card), s.hand.map((c) => c.card), "hand after a long press");

      // Now 18 card plays, every one a touch drag onto the pile; buttons are tapped.
      let drags = 0;
      const { stats } = await playOn(app, {
        dragCard: async (card) => {
          drags++;
          await touchDrag(app, cdp, card);
        },
        stop: (_, st) => st.cards >= 18,
        maxMoves: 300,
        how: "touch drag",
      });
      assert(stats.cards >= 18, `card plays by touch drag: ${stats.cards}`);
      assertEqual(drags, stats.cards, "every card play was a drag that changed the game");
      const types = await app.page.evaluate(() => [...new Set(window.__pointerTypes)]);
      assertEqual(types, ["touch"], "pointer types seen on the hand");
    },
  },

  {
    name: "ICIH: tap-then-tap and keyboard play cards; off-target and illegal drops snap back with a reason",
    async run(t) {
      const app = await t.newApp();
      await startIcih(app);
      const cdp = t.project.touch ? await app.page.context().newCDPSession(app.page) : null;
      const drag = (card, target) => (cdp ? touchDrag(app, cdp, card, target) : mouseDrag(app, card, target));
      const liveTurn = (s) => !s.final && s.hand.some((c) => c.live) && !s.activeIntent.length;
      const until = (stop, what) =>
        playOn(app, { dragCard: (card) => drag(card), stop, maxMoves: 400 }).then(({ state }) => {
          assert(!state.final, `the game ended before ${what}`);
          return state;
        });

      // Tap a live card (it is picked up and the pile lights), then tap the pile.
      let s = await until(liveTurn, "a live card");
      const tapped = s.hand.find((c) => c.live).card;
      await app.press(handCard(app, tapped));
      await waitFor(() => handCard(app, tapped).evaluate((el) => el.classList.contains("selected")), "the tapped card to be picked up");
      assert(await app.id("drop-target").evaluate((el) => el.classList.contains("lit")), "the pile lights for a picked-up live card");
      assertEqual((await snap(app)).step, s.step, "moves made by tapping a card");
      await app.press("drop-target");
      await expectCardPlayed(app, s, tapped, "tap then tap on the pile");

      // Keyboard: focus the first card, arrow along to a live one, Enter plays it.
      s = await until((x) => liveTurn(x) && x.hand.length > 1, "a live card for the keyboard");
      const target = s.hand.find((c) => c.live);
      await handCard(app, s.hand[0].card).focus();
      const focused = () => app.page.evaluate(() => document.activeElement?.dataset.index ?? null);
      assertEqual(await focused(), "0", "focus on the first card");
      for (let i = 1; i <= target.index; i++) {
        await app.page.keyboard.press("ArrowRight");
        assertEqual(await focused(), String(i), `focus after ${i} x ArrowRight`);
      }
      if (target.index + 1 < s.hand.length) {
        await app.page.keyboard.press("ArrowRight");
        assertEqual(await focused(), String(target.index + 1), "focus after one more ArrowRight");
        await app.page.keyboard.press("ArrowLeft");
        assertEqual(await focused(), String(target.index), "focus back after ArrowLeft");
      }
      assertEqual((await snap(app)).step, s.step, "moves made by the arrow keys");
      await app.page.keyboard.press("Enter");
      await expectCardPlayed(app, s, target.card, "Enter on a focused card");

      // Off target: dropped on the scoreboard, the card goes back and the reason says where to drop.
      s = await until(liveTurn, "a live card to drop off target");
      const stray = s.hand.find((c) => c.live).card;
      await app.page.evaluate(() => window.scrollTo(0, 0));
      const home = await handCard(app, stray).boundingBox();
      await drag(stray, app.id("scoreboard"));
      await waitFor(async () => (await snap(app)).reason === SNAP_BACK, "the snap-back reason");
      let now = await snap(app);
      assertEqual(now.step, s.step, "moves made by an off-target drop");
      assertEqual(now.hand.map((c) => c.card), s.hand.map((c) => c.card), "hand after an off-target drop");
      // (The reason line may push the hand down a little: compare with the hand's other cards.)
      await waitFor(async () => {
        const b = await handCard(app, stray).boundingBox();
        const tops = await app.page.locator('[data-testid="hand-card"]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
        return Math.abs(b.x - home.x) < 2 && tops.every((t) => Math.abs(t - b.y) < 2);
      }, "the card to snap back to its place in the hand");
      assertEqual(await handCard(app, stray).getAttribute("style"), "", "the dragged card's style after snapping back");

      // An illegal card dropped on the pile: the engine's reason, and nothing changes.
      s = await until((x) => liveTurn(x) && x.hand.some((c) => !c.live), "a card that may not be played");
      const bad = s.hand.find((c) => !c.live).card;
      await drag(bad, "drop-target");
      const reason = await waitFor(async () => {
        const r = (await snap(app)).reason;
        return r && r !== SNAP_BACK ? r : null;
      }, "the engine's reason for an illegal card");
      assert(/^That is not allowed now: /.test(reason), `reason should be the engine's: ${JSON.stringify(reason)}`);
      assert(
        new RegExp(`#${bad} is a defensive card|#${bad} cannot be played from this zone|the card on top of the pile does not allow|#${bad} cannot answer this play`).test(reason),
        `reason names why #${bad} may not be played: ${JSON.stringify(reason)}`,
      );
      now = await snap(app);
      assertEqual(now.step, s.step, "moves made by an illegal drop");
      assertEqual(now.hand.map((c) => c.card), s.hand.map((c) => c.card), "hand after an illegal drop");
      assertEqual(now.buttons, s.buttons, "choices after an illegal drop");
      // The refused card glides home (a 0.15 s transition) before the person's next drag.
      await waitFor(() => handCard(app, bad).evaluate((e) => getComputedStyle(e).transform === "none"), "the refused card to settle in the hand");
      // The next legal play clears the reason.
      const good = now.hand.find((c) => c.live).card;
      await drag(good, "drop-target");
      await expectCardPlayed(app, now, good, "a legal drop after an illegal one");
    },
  },

  {
    name: "ICIH hot-seat: the hand-off screen hides every hand; only the seat on screen is shown",
    async run(t) {
      const app = await t.newApp();
      await startIcih(app, { opponent: "two" });
      const cdp = t.project.touch ? await app.page.context().newCDPSession(app.page) : null;
      const lastSeen = { Home: null, Visitors: null };
      let shown = null; // the seat whose hand is on screen
      let played = null; // the card the seat on screen just played
      let prev = null;
      let windowsAfterHandoff = 0;
      let pendingHandoff = false;
      let leakChecks = 0;
      const { stats } = await playOn(app, {
        twoPlayer: true,
        // Play until the checks below have had their chances: a random deal gives the defender a
        // window after a hand-off at an uneven rate (4 in 100 moves has been seen), so stop on the
        // counts rather than after a fixed number of moves.
        maxMoves: 400,
        stop: (s, st) => st.moves >= 60 && st.handoffs >= 15 && windowsAfterHandoff >= 5 && leakChecks >= 20,
        dragCard: async (card) => {
          played = card;
          await (cdp ? touchDrag(app, cdp, card) : mouseDrag(app, card));
        },
        onState: async (s) => {
          const domCards = await app.page.locator('[data-testid="hand-card"]').count();
          if (prev && s.period !== prev.period) {
            // A new period deals new hands.
            lastSeen.Home = null;
            lastSeen.Visitors = null;
          }
          if (s.handoff) {
            // Whoever was on screen has finished: remember what they hold (minus a card just played).
            if (shown && prev && !prev.handoff) lastSeen[shown] = prev.hand.map((c) => c.card).filter((c) => c !== played);
            assertEqual(domCards, 0, "hand cards in the page behind the hand-off screen");
            assert(await app.visible("hand-hidden"), "the hand says it is hidden during the hand-off");
            const m = /^(Home|Visitors) to play$/.exec(s.handoffTitle);
            assert(m, `hand-off title: ${JSON.stringify(s.handoffTitle)}`);
            assert((await app.text("handoff-ready")).includes(m[1]), "the ready button names the seat");
            shown = m[1];
            pendingHandoff = true;
          } else if (!s.final) {
            assert(shown, "a hand is shown before any hand-off");
            assertEqual(s.hands, 1, "hand areas on screen");
            const count = shown === "Home" ? s.handCount.home : s.handCount.away;
            assertEqual(domCards, count, `hand cards in the page vs the ${shown} count`);
            assertEqual(s.hand.length, count, `cards in the hand vs the ${shown} count`);
            const other = shown === "Home" ? "Visitors" : "Home";
            if (lastSeen[other]) {
              leakChecks++;
              const leaked = s.hand.map((c) => c.card).filter((c) => lastSeen[other].includes(c));
              assertEqual(leaked, [], `${other} cards shown in the ${shown} hand`);
            }
            const onPage = await app.page.locator('[data-testid="hand-card"]').evaluateAll((els) => els.map((e) => Number(e.dataset.card)));
            assertEqual(onPage, s.hand.map((c) => c.card), "hand-card elements are the shown hand only");
            // Every defender's window ("... or let it go.") after a hand-off.
            if (pendingHandoff && /or let it go\.$/.test(s.prompt)) {
              windowsAfterHandoff++;
              assert(s.buttons.includes("act-let-play"), "the defender may let the play go");
            }
            pendingHandoff = false;
          }
          prev = s;
          played = s.handoff ? null : played;
        },
      });
      assert(stats.moves >= 60, `moves made: ${stats.moves}`);
      assert(stats.handoffs >= 15, `hand-offs: ${stats.handoffs}`);
      assert(windowsAfterHandoff >= 5, `hand-offs that gave the defender a window to answer: ${windowsAfterHandoff}`);
      assert(leakChecks >= 20, `states checked against the other seat's last-seen hand: ${leakChecks}`);
      if (process.env.DEBUG_ICIH) console.log(`    hot-seat: ${JSON.stringify(stats)}, windows after a hand-off: ${windowsAfterHandoff}, leak checks: ${leakChecks}`);
    },
  },

  {
    name: "ICIH: reload in the defender's window resumes it; the share link replays and continues",
    async run(t) {
      const app = await t.newApp();
      const id = await startIcih(app, { pause: "0" });
      const cdp = t.project.touch ? await app.page.context().newCDPSession(app.page) : null;
      const drag = (card) => (cdp ? touchDrag(app, cdp, card) : mouseDrag(app, card));
      const inWindow = (s) => /Answer with a lit card, or let it go\./.test(s.prompt ?? "") && s.hand.some((c) => c.live) && s.buttons.includes("act-let-play");
      const { state: before } = await playOn(app, { dragCard: drag, stop: inWindow, maxMoves: 600 });
      assert(inWindow(before), `reached a defender's window with a choice (prompt ${JSON.stringify(before.prompt)})`);
      const live = (s) => s.hand.filter((c) => c.live).map((c) => c.card);
      const logBefore = await app.logLines();
      // The computer's pause is a setting of the device: it survives the reload.
      await app.id("cpu-pause").selectOption("250");
      assertEqual(await app.page.evaluate((k) => localStorage.getItem(k), PAUSE_KEY), "250", "stored computer pause");

      await app.page.reload();
      await app.ready();
      assertEqual(app.hash(), `#/play/${id}`, "URL after reload");
      const after = await settle(app, { what: "the table after reload" });
      await sleep(400); // the computer must not move, nor the window be passed
      const still = await snap(app);
      for (const s of [after, still]) {
        assertEqual(s.prompt, before.prompt, "prompt after reload");
        assertEqual(live(s), live(before), "live cards after reload");
        assertEqual(s.hand.map((c) => c.card), before.hand.map((c) => c.card), "hand after reload");
        assertEqual(s.buttons, before.buttons, "choices after reload");
        assertEqual([s.step, s.score, s.pile, s.puck, s.deckInfo], [before.step, before.score, before.pile, before.puck, before.deckInfo], "table after reload");
      }
      assertEqual(await app.logLines(), logBefore, "play-by-play after reload");
      assertEqual(await app.id("cpu-pause").inputValue(), "250", "computer pause after reload");

      // The share link, opened in a fresh browser, replays to this very move.
      await app.press("share-button");
      await waitFor(() => app.visible("share-panel"), "the share panel");
      const url = await app.id("share-url").inputValue();
      assert(url.startsWith(app.baseUrl + "#/replay/"), `share URL: ${url}`);
      // Shared while the game is on: sealed (record format 2: the sharer's view, no seed).
      assert(await app.visible("share-sealed"), "the share panel says the hidden cards stay hidden");
      const recordBytes = Buffer.from(url.split("#/replay/")[1], "base64url");
      assertEqual(recordBytes[0], 2, "a game in progress is shared as a sealed record (format 2)");
      const viewer = await t.newApp();
      await viewer.page.goto(url);
      await viewer.ready();
      assert(await viewer.visible("replay"), "the replay page");
      assert(await viewer.visible("replay-sealed"), "the replay says it shows what its sharer saw");
      assertEqual(await viewer.text("replay-step"), `Move ${before.step} of ${before.step}`, "replay position on opening");
      assertEqual(await viewer.score(), before.score, "score in the replay");
      assertEqual(
        await viewer.page.locator('[data-testid="scoreboard"] .sb-seat').allTextContents(),
        ["player", "computer"],
        "seat labels for someone watching a replay (not \"you\")",
      );
      assertEqual(await viewer.count("replay-hand-home"), 1, "the sharer's (Home) hand in the replay");
      assertEqual(await viewer.count("replay-hand-away"), 0, "the computer's hand in the replay of a game in progress");
      const replayHand = await viewer.page.locator('[data-testid="replay-hand-home"] [data-testid="hand-card"]').evaluateAll((els) => els.map((e) => Number(e.dataset.card)));
      assertEqual(replayHand, before.hand.map((c) => c.card), "hand in the replay");
      assertEqual(await viewer.page.locator('[data-testid="hand-card"]').count(), before.hand.length, "hand cards anywhere in the replay");
      await viewer.press("replay-back");
      await waitFor(async () => (await viewer.text("replay-step")) === `Move ${before.step - 1} of ${before.step}`, "one move back");
      await viewer.press("replay-end");
      await waitFor(async () => (await viewer.text("replay-step")) === `Move ${before.step} of ${before.step}`, "back at the end");

      // Continue from here: a playable copy in the viewer's browser, at the same window.
      await viewer.page.evaluate(([k]) => localStorage.setItem(k, "0"), [PAUSE_KEY]);
      await viewer.press("replay-continue");
      await waitFor(() => viewer.visible("table"), "a playable table after Continue from here", 10000);
      const m = /^#\/play\/([0-9a-f]+)$/.exec(viewer.hash());
      assert(m && m[1] !== id, `Continue should open a new game id, went to ${viewer.hash()}`);
      const copy = await settle(viewer, { what: "the continued copy" });
      assertEqual(copy.prompt, before.prompt, "prompt in the continued copy");
      assertEqual(copy.hand.map((c) => c.card), before.hand.map((c) => c.card), "hand in the continued copy");
      assertEqual(live(copy), live(before), "live cards in the continued copy");
      const vcdp = t.project.touch ? await viewer.page.context().newCDPSession(viewer.page) : null;
      const answer = live(copy)[0];
      await (vcdp ? touchDrag(viewer, vcdp, answer) : mouseDrag(viewer, answer));
      await expectCardPlayed(viewer, copy, answer, "answering in the continued copy");
      // The continued copy (its unseen cards dealt afresh) is a save like any other.
      const continued = await settle(viewer, { what: "the continued copy after the answer" });
      await viewer.page.reload();
      await viewer.ready();
      const reloaded = await settle(viewer, { what: "the continued copy after a reload" });
      assertEqual(
        [reloaded.step, reloaded.score, reloaded.hand.map((c) => c.card)],
        [continued.step, continued.score, continued.hand.map((c) => c.card)],
        "the continued copy after a reload",
      );
      // The sharer's game did not move.
      assertEqual((await snap(app)).step, before.step, "the sharer's game after the viewer played on");
    },
  },

  {
    name: "ICIH: table screenshots; the hand and the pile fit the screen, every card part legible",
    async run(t) {
      const app = await t.newApp();
      await startIcih(app);
      const vp = app.page.viewportSize();
      const cdp = t.project.touch ? await app.page.context().newCDPSession(app.page) : null;
      // Play until cards have been turned up (the reveal strip is in use) and a card is live.
      await playOn(app, {
        dragCard: (card) => (cdp ? touchDrag(app, cdp, card) : mouseDrag(app, card)),
        stop: (s, st) => st.moves >= 12 && s.hand.some((c) => c.live) && s.reveal > 0,
        maxMoves: 200,
      });
      await app.page.mouse.move(1, 1);
      await waitFor(async () => (await app.count("reveal-item")) > 0 || (await app.count("final-result")) > 0, "cards turned up");
      await app.page.evaluate(() => window.scrollTo(0, 0));
      await sleep(250);
      await app.page.screenshot({ path: t.artifact(`icih-table-${vp.width}x${vp.height}.png`) });

      const b = await app.page.evaluate(tableBoxes);
      assert(b.scrollWidth <= b.vw, `no sideways scrolling (${b.scrollWidth}px page in ${b.vw}px)`);
      assertEqual(b.scrollY, 0, "page scrolled");
      for (const part of ["scoreboard", "rink", "pile", "deck", "reveal", "decision", "hand"]) {
        const r = b[part];
        assert(r && r.width > 0, `${part} is shown`);
        assert(r.left >= 0 && r.right <= b.vw && r.top >= 0 && r.bottom <= b.vh,
          `${part} is on screen without scrolling: ${JSON.stringify(r)} in ${b.vw}x${b.vh}`);
      }
      b.cards.forEach((c, i) => assert(c.bottom <= b.vh && c.top >= 0 && c.left >= 0 && c.right <= b.vw, `hand card ${i} on screen: ${JSON.stringify(c)}`));
      const parts = ["scoreboard", "rink", "pile", "deck", "reveal", "decision", "hand"];
      for (let i = 0; i < parts.length; i++) {
        for (let j = i + 1; j < parts.length; j++) {
          assert(!overlaps(b[parts[i]], b[parts[j]]), `${parts[i]} and ${parts[j]} overlap`);
        }
      }
      assertEqual(await cardLayoutProblems(app), [], "card layout faults");
      const reveal = await app.page.locator('[data-testid="reveal-item"]').evaluateAll((els) => els.map((e) => e.textContent.trim()));
      for (const r of reveal) assert(/–/.test(r) && r.length > 8, `a turned-up card says what it meant: ${JSON.stringify(r)}`);

      // The enlarged card (long press / a chip in the reveal) is legible and fits the screen.
      const chip = app.page.locator('[data-testid="reveal-item"] button').first();
      if (await chip.count()) {
        await app.press(chip);
        await waitFor(() => app.visible("card-zoom"), "the enlarged card");
        const z = await app.id("card-zoom").boundingBox();
        assert(z.y >= 0 && z.y + z.height <= vp.height, `the enlarged card fits the screen: ${JSON.stringify(z)}`);
        assertEqual(await cardLayoutProblems(app), [], "enlarged card layout faults");
        await app.page.screenshot({ path: t.artifact(`icih-zoom-${vp.width}x${vp.height}.png`) });
        await app.press("card-zoom");
        await waitFor(async () => (await app.count("card-zoom")) === 0, "the enlarged card to close");
      }
    },
  },
  {
    // Issue 43: the hand does not jump when the decision's buttons come and go (the report saw
    // it move 44 px between a prompt with buttons and one without).
    name: "ICIH: the hand stays put while the buttons and the prompt change",
    async run(t) {
      const app = await t.newApp();
      // A short pause, so the table shows the computer thinking (no buttons) between decisions.
      await startIcih(app, { side: "home", level: "medium", pause: "250" });
      // Every change to the page, the computer's moves between decisions included: where the
      // hand's top is in the page, with the buttons and the prompt's height at that moment.
      await app.page.evaluate(() => {
        const q = (id) => document.querySelector(`[data-testid="${id}"]`);
        window.__handTops = [];
        const sample = () => {
          const hand = q("hand");
          const prompt = q("prompt");
          if (!hand || !prompt) return;
          const rec = {
            y: Math.round((hand.getBoundingClientRect().top + window.scrollY) * 10) / 10,
            buttons: document.querySelectorAll('[data-testid="buttons"] button').length,
            promptHeight: Math.round(prompt.getBoundingClientRect().height),
            prompt: prompt.textContent.trim(),
            // What sits above the hand, for the message when it moves.
            parts: ["scoreboard", "rink", "reveal", "decision", "buttons"].map((id) => Math.round(q(id)?.getBoundingClientRect().height ?? -1)),
            rows: document.querySelector(".rink-row")?.getBoundingClientRect().height,
          };
          const last = window.__handTops[window.__handTops.length - 1];
          if (!last || ["y", "buttons", "promptHeight"].some((k) => last[k] !== rec[k])) window.__handTops.push(rec);
        };
        new MutationObserver(sample).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        sample();
      });
      const cdp = t.project.touch ? await app.page.context().newCDPSession(app.page) : null;
      const decisions = [];
      await playOn(app, {
        dragCard: (card) => (cdp ? touchDrag(app, cdp, card) : mouseDrag(app, card)),
        maxMoves: 40,
        stop: () => decisions.length >= 20 && new Set(decisions.map((d) => Math.min(d.buttons, 2))).size >= 2,
        onState: async (s) => {
          const y = await app.id("hand").evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
          decisions.push({ y, buttons: s.buttons.length, prompt: s.prompt, ids: s.buttons });
        },
      });
      const seen = await app.page.evaluate(() => window.__handTops);
      const counts = (list) => [...new Set(list.map((d) => d.buttons))].sort();
      const spread = (list) => Math.max(...list.map((d) => d.y)) - Math.min(...list.map((d) => d.y));
      const detail = (list) => JSON.stringify(list.map((d) => [d.y, d.buttons, d.promptHeight, d.parts, d.rows, d.ids, d.prompt]));
      if (process.env.E2E_TIMINGS) {
        console.log(`    hand top: ${decisions.length} decisions, buttons ${counts(decisions)}, spread ${spread(decisions)}px; ` +
          `${seen.length} changes, buttons ${counts(seen)}, prompt heights ${[...new Set(seen.map((d) => d.promptHeight))]}, spread ${spread(seen)}px`);
      }
      assert(decisions.length >= 15, `decisions recorded: ${decisions.length}`);
      assert(counts(decisions).length >= 2, `decisions with different button counts: ${counts(decisions)}`);
      assert(counts(seen).includes(0) && counts(seen).some((c) => c >= 2), `states seen with 0 and with 2+ buttons: ${counts(seen)}`);
      assert(spread(decisions) <= 1, `the hand's top moved ${spread(decisions)}px between decisions: ${detail(decisions)}`);
      assert(spread(seen) <= 1, `the hand's top moved ${spread(seen)}px as the table changed: ${detail(seen)}`);
    },
  },
);
