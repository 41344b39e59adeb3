// Playing Ice Cold Ice Hockey with a friend by link (issue 25), appended to TESTS in tests.mjs.
// Two browser contexts with no shared storage stand for two devices: each plays its own side
// and passes the link its table gives, by opening it (as a chat app would) or by pasting it
// into the other's table. Moves are made as a person makes them (tap or click a card, then the
// pile; or a button). Page state is read from data-testid only.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { assert, assertEqual, waitFor } from "./lib.mjs";
import { violations } from "./a11y.mjs";
import { choose, snap } from "./icih.mjs";

/** No WCAG 2.1 A/AA violation on the page now (axe-core). */
async function accessible(t, app, name) {
  const found = await violations(app);
  console.log(`  axe [${t.project.name}] ${name}: ${found.length} violations`);
  assertEqual(found, [], `axe-core on ${name}`);
}

/** The status line of a table by link. */
export const status = (app) => app.text("link-status");

/** The link a table asks its player to send (its full URL), or null. */
export async function linkToSend(app) {
  if (!(await app.count("link-text"))) return null;
  return app.id("link-text").inputValue();
}

/** The cards in this page's hand, and whether any other hand's cards are drawn. */
async function handsShown(app) {
  return app.page.evaluate(() => ({
    hands: document.querySelectorAll('[data-testid="hand"]').length,
    cards: [...document.querySelectorAll('[data-testid="hand-card"]')].map((e) => Number(e.dataset.card)),
  }));
}

/** Opens a link in `app` the way a person would: the URL itself, or pasted into the table. */
async function openLink(app, url, { paste = false } = {}) {
  if (paste) {
    await app.id("link-paste").fill(url);
    await app.press("link-open");
  } else {
    await app.page.goto(url);
  }
  // The link is checked between frames ("Checking your friend's link…"): wait for its end, the
  // game's table at its own address or the refusal, not the table the link was pasted into.
  await app.page.waitForFunction(
    () => (location.hash.startsWith("#/play/") && document.querySelector('[data-testid="table"]') && !document.querySelector('[data-testid="link-checking"]'))
      || document.querySelector('[data-testid="link-refused"]'),
    null,
    { timeout: 15000 },
  );
}

/** One decision by the side at `app`; a defensive answer is preferred when one may be made. */
export async function decide(app) {
  const s = await snap(app);
  const live = s.hand.filter((c) => c.live);
  const answering = s.buttons.includes("act-let-play") && live.length > 0;
  const move = answering ? { type: "card", card: live[0].card } : choose(s);
  assert(move, `a move at ${JSON.stringify(s)}`);
  if (move.type === "card") {
    // Tap (or click) the card, then the pile.
    await app.press(app.page.locator(`[data-testid="hand-card"][data-card="${move.card}"]`));
    await app.press("drop-target");
  } else if (move.type === "intent") {
    await app.press(move.id);
    const card = (await snap(app)).hand.find((c) => c.live);
    assert(card, `a card to go with ${move.id}`);
    await app.press(app.page.locator(`[data-testid="hand-card"][data-card="${card.card}"]`));
    await app.press("drop-target");
  } else {
    await app.press(move.id);
  }
  await waitFor(async () => {
    const after = await snap(app);
    return after.step > s.step || (await status(app)) !== "Your move" || after.hand.length !== s.hand.length;
  }, `the move (${JSON.stringify(move)}) to be made`, 8000);
  return answering;
}

/** The longest link address a game makes: a deck step and its proof, in one link. */
const LONGEST_LINK = 16_500;

export const LINK_TESTS = [
  {
    name: "ICIH by link: two browsers with no shared storage play by passing links (opened and pasted), each shows only its own hand, a defensive answer goes over and back, tampered and old links are refused, reloads keep the game",
    timeout: 300_000,
    async run(t) {
      const home = await t.newApp();
      await home.open("#/");
      await home.page.waitForSelector('[data-testid="start-icih"]');
      await home.id("opt-opponent").selectOption("link");
      assert(await home.visible("link-hint"), "the new-game form says how playing by link works");
      await home.id("opt-era").selectOption("tie");
      await home.press("start-icih");
      await home.page.waitForSelector('[data-testid="link-panel"]', { timeout: 15000 });
      assert(/#\/play\/link-[0-9a-f]{16}-home$/.test(home.hash()), `the home side's save: ${home.hash()}`);
      assertEqual(await status(home), "Send your link to the visitors", "home's first status");
      let url = await linkToSend(home);
      assert(url && url.includes("#/link/icih-link2."), `a link to send: ${url}`);
      // A deck step with its shuffle proof is the longest kind of link (about 14,000).
      assert(url.length < LONGEST_LINK, `the opening link fits a message: ${url.length} characters`);
      assertEqual((await handsShown(home)).cards.length, 0, "home's cards come with the visitors' first link");

      // The friend opens it in another browser: the visitors' side of the same game.
      const away = await t.newApp();
      await openLink(away, url);
      assert(/#\/play\/link-[0-9a-f]{16}-away$/.test(away.hash()), `the visitors' save: ${away.hash()}`);
      assertEqual(await status(away), "Send your link to the home side", "away's first status");
      const awayCode = await away.text("link-code");
      assert(/^\d{4} \d{4} \d{4}$/.test(awayCode), `the visitors' table shows a check code: ${awayCode}`);
      assertEqual(await home.count("link-code"), 0, "home shows no code before the visitors' opening arrives");
      await accessible(t, home, "the home table by link");
      await accessible(t, away, "the visitors' table by link");

      // Whoever has a link to send passes it; whoever has a move makes it.
      const apps = { home, away };
      let holder = "away";
      let passes = 1;
      let moves = 0;
      let answers = 0;
      let lengths = [url.length];
      let oldLink = null;
      let tampered = false;
      for (let round = 0; round < 120 && (passes < 14 || answers < 1); round++) {
        const me = apps[holder];
        const other = apps[holder === "home" ? "away" : "home"];
        // Each page shows its own hand only, never the other's cards.
        const mine = await handsShown(me);
        const theirs = await handsShown(other);
        assert(mine.hands <= 1 && theirs.hands <= 1, "one hand on each page");
        assertEqual(mine.cards.filter((c) => theirs.cards.includes(c)), [], "no card is in both pages' hands");
        while ((await status(me)) === "Your move") {
          if (await decide(me)) answers++;
          moves++;
        }
        const text = await status(me);
        assert(/^Send your link to|^Final/.test(text), `${holder} waits with a link to send: ${text}`);
        url = await linkToSend(me);
        assert(url, `${holder} has a link to send`);
        lengths.push(url.length);
        if (passes === 6 && !tampered) {
          // A link changed on its way is refused, and nothing saved changes.
          const before = await status(other);
          const at = url.length - 40;
          const edited = url.slice(0, at) + (url[at] === "A" ? "B" : "A") + url.slice(at + 1);
          await openLink(other, edited);
          assert(await other.visible("link-refused"), "the tampered link is refused");
          await accessible(t, other, "a refused link");
          // A character near the end falls in the signature: "not signed by your friend's app".
          assert(/changed|damaged|not signed/.test(await other.text("link-refused-why")), await other.text("link-refused-why"));
          // Too damaged to name its game: every game by link here is offered (this one).
          const back = await other.count("link-newest") ? other.id("link-newest") : other.id("link-game").first();
          await other.press(back);
          await other.page.waitForSelector('[data-testid="link-panel"]');
          assertEqual(await status(other), before, "the game is as it was");
          tampered = true;
        }
        await openLink(other, url, { paste: passes % 2 === 0 });
        assert(await other.visible("table"), "the link was taken");
        if (passes === 1) assertEqual(await home.text("link-code"), awayCode, "the same check code on both tables");
        if (passes === 3) oldLink = { url, to: holder === "home" ? "away" : "home" };
        passes++;
        holder = holder === "home" ? "away" : "home";
        if ((await status(other)).startsWith("Final")) break;
      }
      assert(answers >= 1, `a defensive answer was made by link (${moves} moves, ${passes} links)`);
      assert(Math.max(...lengths) < LONGEST_LINK, `every link fits a message: ${Math.max(...lengths)}`);
      assert(lengths.filter((l) => l > 4200).length <= 4, `only links with a deck step are long: ${lengths}`);

      // An old link, opened again where it was taken, is refused and offers the newest position.
      const receiver = apps[oldLink.to];
      const statusBefore = await status(receiver);
      await openLink(receiver, oldLink.url);
      assert(/already played/.test(await receiver.text("link-refused-why")), await receiver.text("link-refused-why"));
      await receiver.press("link-newest");
      await receiver.page.waitForSelector('[data-testid="link-panel"]');
      assertEqual(await status(receiver), statusBefore, "the newest position is unchanged");

      // A side that opens the link it sent is told to send it to the friend instead.
      const sender = apps[oldLink.to === "home" ? "away" : "home"];
      const senderStatus = await status(sender);
      await openLink(sender, oldLink.url);
      assert(/link to send to your friend: it was made on this device/.test(await sender.text("link-refused-why")), await sender.text("link-refused-why"));
      await sender.press("link-newest");
      await sender.page.waitForSelector('[data-testid="link-panel"]');
      assertEqual(await status(sender), senderStatus, "the sender's game is unchanged");

      // Reloading either side keeps its game, its hand and its status.
      for (const app of [home, away]) {
        const before = { status: await status(app), cards: (await handsShown(app)).cards.sort() };
        await app.page.reload();
        await app.page.waitForSelector('[data-testid="link-panel"]', { timeout: 15000 });
        assertEqual({ status: await status(app), cards: (await handsShown(app)).cards.sort() }, before, "after a reload");
      }
      // The lobby lists the game with whose turn it is.
      await home.open("#/");
      const row = home.page.locator('[data-testid="save-row"]', { hasText: "by link" });
      assertEqual(await row.count(), 1, "the game by link in the lobby");
      const period = (await row.locator('[data-testid="save-period"]').textContent()).trim();
      assert(/Your move|Send your link|Waiting for/.test(period), `the lobby says whose turn: ${period}`);
      console.log(`  [${t.project.name}] ${passes} links, ${moves} moves, ${answers} defensive answer(s) by link; longest link ${Math.max(...lengths)} characters`);
    },
  },
];

/** Starts a game by link as the home side; returns the first link's address. */
async function startByLink(home) {
  await home.open("#/");
  await home.page.waitForSelector('[data-testid="start-icih"]');
  await home.id("opt-opponent").selectOption("link");
  await home.id("opt-era").selectOption("tie");
  await home.press("start-icih");
  await home.page.waitForSelector('[data-testid="link-text"]', { timeout: 15000 });
  return linkToSend(home);
}

/** Opens `url` in `app`, which refuses it with words matching `why` and saves nothing new;
 * its button back to the game shows the table as it was. */
async function refusedUnchanged(app, url, why, what) {
  const saved = await app.savedGames();
  const before = await status(app);
  await openLink(app, url);
  assert(await app.visible("link-refused"), `${what} is refused`);
  const said = await app.text("link-refused-why");
  assert(why.test(said), `${what}: ${said}`);
  assertEqual(await app.savedGames(), saved, `${what}: the saves on this device`);
  await app.press("link-newest");
  await app.page.waitForSelector('[data-testid="link-panel"]', { timeout: 15000 });
  assertEqual(await status(app), before, `${what}: the game's status`);
}

LINK_TESTS.push({
  name: "ICIH by link, whose link: the home side opening its own first link is told to send it and stays home; a stranger who joins from it later is refused both ways as the seat is taken, nothing changed on either table",
  timeout: 120_000,
  async run(t) {
    const home = await t.newApp();
    const first = await startByLink(home);
    assert(/-home$/.test(home.hash()), home.hash());
    // A slip: the home side opens the link it was asked to send. It does not become the visitors.
    await refusedUnchanged(home, first, /^This is the link to send to your friend/, "home's own first link");
    assertEqual(Object.keys(await home.savedGames()).filter((k) => k.endsWith("-away")), [], "no visitors' save at home");
    assert(/-home$/.test(home.hash()), `back at the home table: ${home.hash()}`);

    // The friend joins and replies; home takes it.
    const friend = await t.newApp();
    await openLink(friend, first);
    assert(/-away$/.test(friend.hash()), friend.hash());
    await openLink(home, await linkToSend(friend));
    assert(await home.visible("table"), "home took the friend's reply");

    // A stranger got the first link too: it joins on its own device (it cannot know), but its
    // reply is refused at home, and home's next link (for the friend) is refused on its device.
    const stranger = await t.newApp();
    await openLink(stranger, first);
    assert(/-away$/.test(stranger.hash()), stranger.hash());
    await refusedUnchanged(home, await linkToSend(stranger),
      /^The visitors' seat is already taken \(another device joined first\); nothing changed/, "the stranger's reply at home");
    while ((await status(home)) === "Your move") await decide(home);
    const next = await linkToSend(home);
    assert(next, `home has a link for the friend (${await status(home)})`);
    await refusedUnchanged(stranger, next, /^The seat is taken: this game's visitors play on another device/, "home's next link on the stranger's device");
    // The friend plays on.
    await openLink(friend, next);
    assert(await friend.visible("table"), "the friend took home's next link");
  },
});

/** Takes in a link by address, as following it in a chat app does; waits for the table. */
async function follow(app, url) {
  await app.page.evaluate((hash) => { location.hash = hash; }, url.slice(url.indexOf("#")));
  await app.page.waitForFunction(() => location.hash.startsWith("#/play/") && document.querySelector('[data-testid="link-panel"]'), null, { timeout: 15000 });
}

LINK_TESTS.push({
  name: "ICIH by link, a whole game: both tables end with every card shown and checked, the same result on each side",
  projects: ["desktop"],
  timeout: 480_000,
  async run(t) {
    const home = await t.newApp();
    await startByLink(home);
    const away = await t.newApp();
    await away.open("#/");
    const apps = { home, away };
    let holder = "home";
    let links = 0;
    const done = async (app) => (await status(app)) === "Final, every card checked";
    for (; links < 2000 && !((await done(home)) && (await done(away))); links++) {
      const me = apps[holder];
      const other = apps[holder === "home" ? "away" : "home"];
      const url = await linkToSend(me);
      assert(url, `${holder} has a link to send (${await status(me)})`);
      await follow(other, url);
      while ((await status(other)) === "Your move") await decide(other);
      holder = holder === "home" ? "away" : "home";
    }
    assert((await done(home)) && (await done(away)), `both sides checked every card (${await status(home)} / ${await status(away)})`);
    const result = async (app) => app.text("final-result");
    assertEqual(await result(away), await result(home), "the same result on both tables");
    for (const app of [home, away]) {
      assert(await app.visible("link-revealed"), "every card is shown at the end");
      const shown = await app.page.evaluate(() => ["revealed-home", "revealed-away", "revealed-deck"].map(
        (id) => [...document.querySelectorAll(`[data-testid="${id}"] .icard`)].length));
      assert(shown[0] + shown[1] > 0, `both last hands shown: ${shown}`);
    }
    const cards = (app) => app.page.evaluate(() => ["revealed-home", "revealed-away", "revealed-deck"].map(
      (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent));
    assertEqual(await cards(away), await cards(home), "both sides show the same hands and deck");
    console.log(`  [${t.project.name}] a whole game by link: ${links + 1} links; ${await result(home)}`);
  },
});

// Written by `WRITE_E2E_FIXTURES=1 cargo test --lib link_attack_browser_fixture_is_current`,
// which also checks every claim below on the devices natively.
const ATTACKS = JSON.parse(readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), "fixtures/link-attacks.json"), "utf8"));

/** A fresh browser holding one side's saved game by link, as the app saved it. */
async function deviceWith(t, key, save) {
  const app = await t.newApp();
  await app.open("#/");
  await app.page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, save]);
  return app;
}

LINK_TESTS.push({
  name: "ICIH by link, a cheating app: a deck step whose proof was tampered with (signed by the sender) and a link signed by a third key are refused with nothing changed; the genuine link is taken and both tables show the same check code",
  async run(t) {
    const home = await deviceWith(t, ATTACKS.home_key, ATTACKS.home_save);
    const saved = await home.savedGames();
    for (const [text, why, what] of [
      [ATTACKS.tampered_proof, /has no valid proof that it is a shuffle/, "a tampered shuffle proof"],
      [ATTACKS.third_key, /not signed by your friend's app/, "a link signed by a third key"],
    ]) {
      await home.open(`#/link/${text}`);
      await home.page.waitForSelector('[data-testid="link-refused"]', { timeout: 15000 });
      const said = await home.text("link-refused-why");
      assert(why.test(said), `${what}: ${said}`);
      await accessible(t, home, `refused: ${what}`);
      assertEqual(await home.savedGames(), saved, `${what}: nothing saved changed`);
      await home.press("link-newest");
      await home.page.waitForSelector('[data-testid="link-panel"]', { timeout: 15000 });
      assertEqual(await status(home), "Send your link to the visitors", `${what}: the game is as it was`);
      assertEqual(await home.count("link-code"), 0, `${what}: no code from a refused opening`);
    }
    await home.open(`#/link/${ATTACKS.genuine}`);
    await home.page.waitForSelector('[data-testid="link-code"]', { timeout: 15000 });
    assertEqual(await home.text("link-code"), ATTACKS.code, "home's check code");
    const away = await deviceWith(t, ATTACKS.away_key, ATTACKS.away_save);
    await away.open(`#/play/${ATTACKS.away_key.replace("rinkside.game.", "")}`);
    await away.page.waitForSelector('[data-testid="link-code"]', { timeout: 15000 });
    assertEqual(await away.text("link-code"), ATTACKS.code, "the visitors' check code is the same");
  },
});
