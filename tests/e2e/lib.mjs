// Shared helpers for the end-to-end suite (tests/e2e/run.mjs).
//
// Everything here drives the app the way a person does: clicks with the mouse on the
// desktop project, real touch taps (the browser's touch input, via Playwright's touchscreen)
// on the tablet project, key presses on the keyboard. Page state is read from the DOM through
// the data-testid attributes the UI exposes.

import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { dirname, join, resolve } from "node:path";
import { readFileSync } from "node:fs";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** The built site under test (DIST=path to test another build). */
export const DIST = resolve(ROOT, process.env.DIST || "dist");
const requireFromTools = createRequire(resolve(ROOT, "tools/package.json"));
export const { chromium } = requireFromTools("playwright-core");

export const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const PROJECTS = [
  {
    name: "desktop",
    touch: false,
    context: { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
  },
  {
    name: "tablet",
    touch: true,
    context: { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false },
  },
];

export class AssertionError extends Error {}

export function assert(cond, message) {
  if (!cond) throw new AssertionError(message);
}

export function assertEqual(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new AssertionError(`${what}: expected ${e}, got ${a}`);
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `probe` (sync or async) until it returns a truthy value, and returns that value.
 * On timeout, throws with `what` and the last value seen (or the last error thrown).
 */
export async function waitFor(probe, what, timeout = 5000, interval = 25) {
  const deadline = Date.now() + timeout;
  let last;
  let lastError;
  for (;;) {
    try {
      last = await probe();
      lastError = undefined;
      if (last) return last;
    } catch (e) {
      lastError = e;
    }
    if (Date.now() > deadline) {
      const seen = lastError ? `error: ${lastError.message.split("\n")[0]}` : `last value ${JSON.stringify(last)}`;
      throw new AssertionError(`timed out after ${timeout} ms waiting for ${what} (${seen})`);
    }
    await sleep(interval);
  }
}

/** Shares `app`'s game and opens the link in a fresh browser (no shared storage); returns
 * the friend's app on the replay page. */
export async function openShareLink(t, app) {
  await app.press("share-button");
  const url = await app.id("share-url").inputValue();
  const friend = await t.newApp();
  await friend.page.goto(url);
  await friend.page.waitForSelector('[data-testid="replay"]', { timeout: 15000 });
  return friend;
}

/** The page-level helper a test works with: one page of one project. */
export class App {
  constructor(page, project, baseUrl) {
    this.page = page;
    this.project = project;
    this.baseUrl = baseUrl;
  }

  id(testId) {
    return this.page.getByTestId(testId);
  }

  /**
   * Click (desktop) or tap with a real touch (tablet) on an element, once it is visible,
   * enabled and still; `timeout` (ms) bounds the wait for that.
   */
  async press(target, { timeout = 5000 } = {}) {
    const loc = typeof target === "string" ? this.id(target) : target;
    if (this.project.touch) await loc.tap({ timeout });
    else await loc.click({ timeout });
  }

  async open(fragment = "#/") {
    await this.page.goto(this.baseUrl + fragment);
    await this.ready();
  }

  /** Waits until the wasm app has rendered one of its pages. */
  async ready() {
    await this.page.waitForSelector(
      '[data-testid="lobby"], [data-testid="table"], [data-testid="replay"], [data-testid="load-error"], [data-testid="lab"], [data-testid="oi-setup"], [data-testid="team-builder"], [data-testid="link-refused"]',
      { timeout: 15000 },
    );
  }

  async text(testId) {
    return (await this.id(testId).textContent({ timeout: 5000 })).trim();
  }

  async count(testId) {
    return this.id(testId).count();
  }

  async visible(testId) {
    return this.id(testId).isVisible();
  }

  /** Whether a `<details>` is drawn and open, read at once (a locator would wait for it). */
  async isOpen(testId) {
    return this.page.evaluate((id) => document.querySelector(`[data-testid="${id}"]`)?.hasAttribute("open") ?? false, testId);
  }

  async turn() {
    const t = await this.text("turn");
    const m = /^Turn (\d+)$/.exec(t);
    assert(m, `turn label should read "Turn N", got ${JSON.stringify(t)}`);
    return Number(m[1]);
  }

  async score() {
    return { home: Number(await this.text("score-home")), away: Number(await this.text("score-away")) };
  }

  async logLines() {
    const all = await this.page.locator('[data-testid="log"] [data-testid="log-line"]').allTextContents();
    return all.map((s) => s.trim());
  }

  /** Number of play-by-play lines shown. */
  async logLength() {
    return this.page.locator('[data-testid="log"] [data-testid="log-line"]').count();
  }

  hash() {
    return new URL(this.page.url()).hash;
  }

  /** Starts a new Card Hockey game from the lobby with the given options; returns its id. */
  async startGame({ opponent = "computer", side, tiebreak } = {}) {
    await this.page.waitForSelector('[data-testid="lobby"]');
    // The new-game form opens on Ice Cold Ice Hockey; the tile's link switches it.
    await this.press("choose-card-hockey");
    await this.page.waitForSelector('[data-testid="start-card-hockey"]');
    await this.id("opt-opponent").selectOption(opponent);
    if (side) await this.id("opt-side").selectOption(side);
    if (tiebreak) await this.id("opt-tiebreak").selectOption(tiebreak);
    await this.press("start-card-hockey");
    await this.page.waitForSelector('[data-testid="table"]', { timeout: 10000 });
    const m = /^#\/play\/([0-9a-f]+)$/.exec(this.hash());
    assert(m, `after starting, URL fragment should be #/play/<id>, got ${this.hash()}`);
    return m[1];
  }

  /**
   * Presses `flip-home` (vs computer: one press is a whole turn) and waits for the turn counter
   * to move on. Returns the new turn number.
   */
  async flipTurn(testId = "flip-home") {
    const before = await this.turn();
    const lines = await this.logLength();
    await this.press(testId);
    await waitFor(async () => (await this.logLength()) > lines, `the log to grow after ${testId}`);
    return waitFor(async () => {
      const t = await this.turn();
      // A turn that ends a period resets the counter to 0.
      return t === before + 1 || (t === 0 && before > 0) ? { t } : null;
    }, `the turn counter to advance past ${before} after ${testId}`).then((r) => r.t);
  }

  /** Reads the saved games from localStorage. */
  async savedGames() {
    return this.page.evaluate(() => {
      const out = {};
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i);
        if (k.startsWith("rinkside.game.")) out[k] = localStorage.getItem(k);
      }
      return out;
    });
  }

  /** Goal totals (the "T" column) from the box score table. */
  async boxScoreGoals() {
    return this.page.evaluate(() => {
      const table = document.querySelector('[data-testid="box-score"]');
      const rows = [...table.querySelectorAll("tbody tr")];
      const goalsAt = rows.findIndex((r) => r.classList.contains("section") && /Goals/.test(r.textContent));
      const cells = (r) => [...r.querySelectorAll("td")].map((c) => c.textContent.trim());
      const home = cells(rows[goalsAt + 1]);
      const away = cells(rows[goalsAt + 2]);
      return {
        homeName: rows[goalsAt + 1].querySelector("th").textContent.trim(),
        awayName: rows[goalsAt + 2].querySelector("th").textContent.trim(),
        home: Number(home[home.length - 1]),
        away: Number(away[away.length - 1]),
        homeCells: home,
        awayCells: away,
      };
    });
  }
}

/**
 * Issue 37: opens the share link in tests/e2e/fixtures/`file` (a game the person coaches, a few
 * steps before a coaching decision opens; the sim's native test `*_link_stops_auto_play_*`
 * checks it still does), continues it as one's own game, and runs auto-play "to the end of the
 * game" at once. Auto-play must stop with the game going on, the run hint naming the decision
 * (`words`), and the control `control` for it shown.
 */
export async function autoplayStopsAtADecision(t, file, words, control) {
  const code = readFileSync(join(ROOT, "tests/e2e/fixtures", file), "utf8").trim();
  const app = await t.newApp();
  await app.open(`#/replay/${code}`);
  await app.page.waitForSelector('[data-testid="replay"]', { timeout: 15000 });
  await waitFor(() => app.id("replay-continue").isEnabled(), "Continue from here to be enabled", 20000);
  await app.press("replay-continue", { timeout: 20000 });
  await app.page.waitForSelector('[data-testid="table"]', { timeout: 20000 });
  const lines = await app.logLength();
  await app.id("run-to").selectOption("game");
  await app.id("speed").selectOption("very-fast");
  await app.press("autoplay");
  await waitFor(async () => (await app.id("pause").count()) === 0, "auto-play to stop", 30000, 50);
  assertEqual(await app.id("final-result").count(), 0, "auto-play stopped before the end of the game");
  assert((await app.logLength()) > lines, "auto-play played on first");
  const hint = await app.text("run-hint");
  assert(hint.includes(words), `the run hint names the decision (${words}): ${hint}`);
  assert(await app.id(control).isVisible(), `${control} is shown`);
  return app;
}

/**
 * A finished sim game's listed score (a save's summary, the lobby's row) against its scoreboard:
 * the same, or after a shootout ("Final (SO)") the tie in play with the winner a goal up, as the
 * NHL reports it.
 */
export function assertListedScore(listed, period, score, what) {
  if (period === "Final (SO)") {
    assertEqual(score.home, score.away, `${what}: tied in play before the shootout`);
    const won = [`${score.home + 1}-${score.away}`, `${score.home}-${score.away + 1}`];
    assert(won.includes(listed), `${what}: a shootout win listed a goal up, got ${listed} after ${score.home}-${score.away}`);
  } else {
    assertEqual(listed, `${score.home}-${score.away}`, what);
  }
}
