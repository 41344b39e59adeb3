// Issue 43: the ICIH table never stalls and always tells the truth. Games played at a person's
// pace (a few tenths of a second a decision), checking at every decision that the table offers
// what the engine asks, in honest words.

import { assert, assertEqual, sleep, waitFor } from "./lib.mjs";
import { choose, handCard, snap, startIcih } from "./icih.mjs";

/** A person's pause between seeing a decision and making it (ms). */
const PACE_MS = [300, 450];

/**
 * Waits for the person's next decision, as a person would: watching the table. Returns the
 * state and how long the table showed nothing to do since the last change of the table. The
 * computer's own pause is allowed; anything over `pauseMs` + 1 s is a stall.
 */
async function nextDecision(app, pauseMs, what) {
  const limit = pauseMs + 1000;
  let key = null;
  let since = Date.now();
  let longest = 0;
  for (;;) {
    const s = await snap(app);
    if (s.final || s.handoff) return { s, longest };
    const offered = s.hand.some((c) => c.live) || s.buttons.length > 0;
    if (offered) return { s, longest };
    const now = JSON.stringify([s.step, s.logLen, s.prompt, s.handCount, s.deckInfo, s.puck, s.pile]);
    if (now !== key) {
      key = now;
      since = Date.now();
    }
    longest = Math.max(longest, Date.now() - since);
    assert(
      Date.now() - since <= limit,
      `${what}: the table showed no decision for ${Date.now() - since} ms with nothing moving (prompt: ${s.prompt})`,
    );
    await sleep(40);
  }
}

/** Taps a card then the pile (a person's tap-tap), or presses a button; an intent is armed first. */
async function makeMove(app, s) {
  const move = choose(s);
  assert(move, `no move found: ${JSON.stringify(s)}`);
  if (move.type === "card") {
    await app.press(handCard(app, move.card));
    await app.press("drop-target");
  } else if (move.type === "intent") {
    await app.press(move.id);
    const armed = await waitFor(async () => {
      const t = await snap(app);
      return t.hand.some((c) => c.live) ? t : null;
    }, `${move.id} to light the cards`);
    await app.press(handCard(app, armed.hand[armed.hand.length - 1].card));
    await app.press("drop-target");
  } else {
    await app.press(move.id);
  }
  await waitFor(async () => {
    const t = await snap(app);
    return t.step !== s.step || t.logLen !== s.logLen || JSON.stringify(t.hand) !== JSON.stringify(s.hand) || t.prompt !== s.prompt;
  }, `${move.type} ${move.id ?? move.card} to change the table`, 5000);
}

/**
 * Plays against the computer at a person's pace until `stop(state, moves)` or the end; at every
 * decision checks `onDecision`. Returns { moves, longest } (the longest wait with nothing moving).
 */
async function playAtPace(app, pauseMs, { stop = () => false, onDecision = async () => {} } = {}) {
  let moves = 0;
  let longest = 0;
  for (;;) {
    const got = await nextDecision(app, pauseMs, `after ${moves} moves`);
    longest = Math.max(longest, got.longest);
    if (got.s.final || stop(got.s, moves)) return { moves, longest, state: got.s };
    await onDecision(got.s, moves);
    await sleep(PACE_MS[0] + Math.random() * (PACE_MS[1] - PACE_MS[0]));
    const s = await snap(app);
    if (s.final) return { moves, longest, state: s };
    // Against the computer, a window with only "Let it go" is let go by the table itself.
    const onlyLetGo = s.buttons.length === 1 && s.buttons[0] === "act-let-play" && !s.hand.some((c) => c.live);
    if (onlyLetGo || !(s.hand.some((c) => c.live) || s.buttons.length > 0)) {
      if (onlyLetGo) await waitFor(async () => (await snap(app)).step !== s.step, "the table to let the play go", pauseMs + 2000);
      continue;
    }
    await makeMove(app, s);
    moves++;
  }
}

const NO_ANSWER = "You hold no card that answers it";

/** The prompt says what the position is: no "block it" without a card to block with. */
function assertHonestPrompt(s, where) {
  const onlyLetGo = s.buttons.length === 1 && s.buttons[0] === "act-let-play" && !s.hand.some((c) => c.live);
  if (onlyLetGo) {
    assert(s.prompt.includes(NO_ANSWER), `${where}: only "Let it go" is possible, yet the prompt says: ${s.prompt}`);
    assert(!/block it|Answer with a lit card|keep it in/.test(s.prompt), `${where}: the prompt asks for an answer nobody holds: ${s.prompt}`);
  } else if (s.buttons.includes("act-let-play")) {
    assert(!s.prompt.includes(NO_ANSWER), `${where}: an answer is lit, yet the prompt says there is none: ${s.prompt}`);
  }
}

/** The pile's icons: a printed icon is lit only when it applies now, and a lit attack card's kind is named. */
async function assertPileIcons(app, s, where) {
  const pile = await app.page.evaluate(() => {
    const top = document.querySelector('[data-testid="pile-top"] .icard');
    const spans = top ? [...top.querySelectorAll(".icard-next span")] : [];
    return {
      on: spans.filter((e) => e.classList.contains("on")).map((e) => e.textContent),
      dimmed: spans.filter((e) => e.classList.contains("not-now")).map((e) => e.textContent),
      follow: document.querySelector('[data-testid="pile-follow"]')?.textContent ?? "",
      live: [...document.querySelectorAll('[data-testid="hand-card"][data-live="true"] .icard')].map((e) => e.dataset.kind),
    };
  });
  if (!/^Your puck/.test(s.prompt ?? "")) return pile;
  const words = { Skate: ["S", "skate"], Pass: ["P", "pass"], InsideShot: ["◎", "inside shot"] };
  for (const kind of pile.live) {
    if (!words[kind]) continue;
    const [icon, word] = words[kind];
    assert(pile.follow.includes(word), `${where}: a ${kind} card is lit but the pile says "${pile.follow}"`);
    assert(!pile.dimmed.includes(icon), `${where}: a ${kind} card is lit but the pile dims ${icon}`);
  }
  assert(!pile.on.includes("D"), `${where}: the pile lights D while its side attacks`);
  return pile;
}

export const ICIH_TABLE_TESTS = [
  {
    name: "ICIH: a whole game at computer pause None, at a person's pace: the table never sits on \"thinking\" while the person has a decision, and every prompt is honest",
    projects: ["desktop"],
    timeout: 420_000,
    async run(t) {
      const app = await t.newApp();
      await startIcih(app, { level: "medium", pause: "0" });
      let honest = 0;
      let dimmedSeen = 0;
      const { moves, longest, state } = await playAtPace(app, 0, {
        onDecision: async (s, n) => {
          assertHonestPrompt(s, `decision ${n}`);
          const pile = await assertPileIcons(app, s, `decision ${n}`);
          if (pile.dimmed.length) dimmedSeen++;
          honest++;
        },
      });
      assert(state.final, `the game ended (${moves} moves)`);
      assert(moves >= 60, `a whole game takes many decisions (${moves})`);
      assert(dimmedSeen > 0, "a printed follow-up icon that did not apply was shown dimmed at least once");
      console.log(`  [${t.project.name}] pause None: ${moves} decisions at ${PACE_MS.join("-")} ms, longest wait with nothing moving ${longest} ms, ${honest} prompts checked, ${dimmedSeen} piles with a dimmed icon`);
    },
  },
  {
    name: "ICIH: the first period at computer pause Quick, at a person's pace: every decision is offered within a second of the computer's pause",
    timeout: 240_000,
    async run(t) {
      const app = await t.newApp();
      await startIcih(app, { level: "medium", pause: "250" });
      const { moves, longest } = await playAtPace(app, 250, {
        stop: (s) => s.period !== "1st period",
        onDecision: async (s, n) => assertHonestPrompt(s, `decision ${n}`),
      });
      assert(moves >= 20, `the first period takes many decisions (${moves})`);
      console.log(`  [${t.project.name}] pause Quick: ${moves} decisions, longest wait with nothing moving ${longest} ms`);
    },
  },
  {
    name: "ICIH: the prompt follows the choice: a dump-in asks for its discard, a refusal clears with the next move, and a defender with no answer is told so",
    timeout: 240_000,
    async run(t) {
      const app = await t.newApp();
      // The slow pause: an automatic "let it go" stays on screen long enough to be read.
      await startIcih(app, { level: "medium", pause: "1400" });
      let dumped = false;
      let refusal = "not tried";
      let noAnswer = 0;
      const { moves } = await playAtPace(app, 1400, {
        stop: () => dumped && refusal === "cleared" && noAnswer > 0,
        onDecision: async (s, n) => {
          assertHonestPrompt(s, `decision ${n}`);
          if (s.buttons.length === 1 && s.buttons[0] === "act-let-play" && !s.hand.some((c) => c.live)) noAnswer++;
          if (refusal === "shown") {
            assertEqual(await app.count("reason"), 0, `decision ${n}: the refusal's words after the next move`);
            refusal = "cleared";
          }
          if (!dumped && s.buttons.includes("intent-dump-in")) {
            const before = s.prompt;
            await app.press("intent-dump-in");
            await waitFor(async () => /^Dumping in to chase: now drag the card to discard/.test((await snap(app)).prompt), "the prompt to ask for the discard");
            await app.press("intent-dump-in");
            await waitFor(async () => (await snap(app)).prompt === before, "the prompt back after a second tap");
            dumped = true;
          }
          const dim = s.hand.find((c) => !c.live);
          if (refusal === "not tried" && dim && s.hand.some((c) => c.live)) {
            await app.press(handCard(app, dim.card));
            await app.press("drop-target");
            await waitFor(() => app.visible("reason"), "the refusal's words");
            refusal = "shown";
          }
        },
      });
      assert(dumped, `a dump-in was offered (${moves} moves)`);
      assertEqual(refusal, "cleared", `the refusal cleared once the next move was made (${moves} moves)`);
      assert(noAnswer > 0, `a window with no answer in hand came up and was told as such (${moves} moves)`);
    },
  },
  {
    name: "ICIH hot-seat: a hand-off before every decision of the other side, even one it cannot answer; opted in on the new-game page, a side with no answer lets the play go without one",
    timeout: 240_000,
    async run(t) {
      const app = await t.newApp();
      const start = async (handoff) => {
        await app.open("#/");
        // A slow pause: a "let it go" played for a side stays on screen a moment.
        await app.page.evaluate(() => localStorage.setItem("rinkside.icih.pause", "1400"));
        await app.page.waitForSelector('[data-testid="start-icih"]');
        await app.id("opt-opponent").selectOption("two");
        const option = app.page.locator('[data-testid="opt-handoff"] option[value="skip"]');
        assert(/knows that hand has no card to answer with/.test(await option.textContent()), "the opt-in says what it gives away");
        assertEqual(await app.id("opt-handoff").inputValue(), "every", "hand-offs before every decision by default");
        await app.id("opt-handoff").selectOption(handoff);
        await app.press("start-icih");
        await app.page.waitForSelector('[data-testid="table"]', { timeout: 10000 });
      };
      /** Plays `count` decisions; returns how many came after a hand-off with only "Let it go". */
      const play = async (count) => {
        let handoffs = 0;
        let noAnswerAfterHandoff = 0;
        let afterHandoff = false;
        for (let n = 0; n < count; n++) {
          const s = await waitFor(async () => {
            const q = await snap(app);
            return q.final || q.handoff || q.hand.some((c) => c.live) || q.buttons.length ? q : null;
          }, `decision ${n}`, 10000);
          if (s.final) break;
          if (s.handoff) {
            handoffs++;
            await app.press("handoff-ready");
            await waitFor(async () => !(await snap(app)).handoff, "the hand-off to close");
            afterHandoff = true;
            continue;
          }
          if (afterHandoff && s.buttons.length === 1 && s.buttons[0] === "act-let-play" && !s.hand.some((c) => c.live)) {
            noAnswerAfterHandoff++;
          }
          afterHandoff = false;
          const move = choose(s);
          if (move.type === "intent" || move.type === "card") await makeMove(app, s);
          else {
            await app.press(move.id).catch(() => {}); // a "let it go" the table plays may come first
            await sleep(50);
          }
        }
        return { handoffs, noAnswerAfterHandoff };
      };
      await start("every");
      const every = await play(120);
      assert(every.handoffs > 5, `hand-offs in a hot-seat game (${every.handoffs})`);
      assert(every.noAnswerAfterHandoff > 0, `a hand-off also came before a decision with only "Let it go" (${JSON.stringify(every)})`);

      await start("skip");
      const skipped = await play(120);
      assert(skipped.handoffs > 5, `hand-offs still come for real decisions (${skipped.handoffs})`);
      assertEqual(skipped.noAnswerAfterHandoff, 0, "hand-offs before a decision with only \"Let it go\" once the players opted out");
      const passes = (await app.logLines()).filter((l) => / let the play go\.$/.test(l)).length;
      assert(passes > 0, "the table let the play go for a side with no answer");
      // The choice is kept with the game: a reload plays on the same way.
      await app.page.reload();
      await app.ready();
      const again = await play(30);
      assertEqual(again.noAnswerAfterHandoff, 0, "no hand-off for a side with no answer after a reload");
      console.log(`  [${t.project.name}] hand-offs: ${JSON.stringify(every)} by default, ${JSON.stringify(skipped)} opted out (${passes} passes played by the table)`);
    },
  },
];
