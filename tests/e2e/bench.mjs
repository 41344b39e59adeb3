// End-to-end tests for the ratings at the coach's bench (src/ui/sim/ratings.rs): each team's
// skaters with their card ratings, sorted by a tapped column, and a player's card opened by a
// tap on his name, at the Crease and 4th Street tables.

import { assert, assertEqual, waitFor } from "./lib.mjs";
import { startCrease } from "./crease.mjs";
import { startFourthStreet } from "./fourth-street.mjs";

/** The ratings panel's rows for a team: each row's name and its values by column name. */
async function ratingRows(app, slug) {
  return app.page.locator(`[data-testid="ratings-${slug}"]`).evaluate((panel) => {
    const columns = [...panel.querySelectorAll("thead th")].map((th) => th.textContent.replace(/[▲▼]/g, "").trim());
    return [...panel.querySelectorAll('[data-testid="ratings-row"]')].map((tr) => {
      const cells = [tr.querySelector("th"), ...tr.querySelectorAll("td")].map((c) => c.textContent.trim());
      return Object.fromEntries(columns.map((c, i) => [c, cells[i]]));
    });
  });
}

async function checkRatings(app, { column, check }) {
  for (const slug of ["home", "away"]) {
    const panel = app.page.locator(`[data-testid="ratings-${slug}"]`);
    await app.press(panel.locator("summary"));
    const before = await ratingRows(app, slug);
    assert(before.length >= 18, `${slug}: every dressed and extra skater listed (${before.length})`);
    assert(before.every((r) => r[column] !== undefined), `${slug}: a ${column} column`);
    // A tap on the column sorts it highest first; another lowest first.
    const sortButton = panel.locator(`[data-testid="ratings-sort"][data-column="${column}"]`);
    await app.press(sortButton);
    const number = (v) => (v === "–" ? null : Number(v));
    let values = (await ratingRows(app, slug)).map((r) => number(r[column])).filter((v) => v !== null);
    assertEqual(values, [...values].sort((a, b) => b - a), `${slug}: ${column} highest first`);
    assertEqual(await panel.locator("th[aria-sort='descending']").count(), 1, "the sorted column says so");
    await app.press(sortButton);
    values = (await ratingRows(app, slug)).map((r) => number(r[column])).filter((v) => v !== null);
    assertEqual(values, [...values].sort((a, b) => a - b), `${slug}: ${column} lowest first`);
    assertEqual(new Set((await ratingRows(app, slug)).map((r) => r.Player)).size, before.length, "sorting keeps every player");
    // A tap on a name opens his card with every rating in the table.
    const first = (await ratingRows(app, slug))[0];
    await app.press(panel.locator('[data-testid="ratings-player"]').first());
    const card = panel.locator('[data-testid="player-card"]');
    await waitFor(() => card.isVisible(), "the player's card");
    const text = await card.textContent();
    assert(text.includes(first.Player), `the card is ${first.Player}'s: ${text}`);
    check(first, text);
    await app.press(card.locator('[data-testid="player-card-close"]'));
    await waitFor(async () => (await card.count()) === 0, "the card closed");
  }
  const { scroll, width } = await app.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  assert(scroll <= width, `the open ratings fit the page (${scroll} in ${width})`);
}

/**
 * The home line-up editor before the opening face-off: each chip shows the ratings its place
 * reads (`places`: a place key and the rating its chip lists first), the free players sort by
 * a chosen rating, highest first, and the small "i" opens a player's card without picking him up.
 */
async function checkEditorRatings(app, places) {
  await app.page.waitForSelector('[data-testid="bench-editor-home"]');
  const editor = app.id("bench-editor-home");
  for (const [key, first] of places) {
    const text = (await editor.getByTestId(`place-${key}`).getByTestId("chip-ratings").textContent()).trim();
    assert(new RegExp(`^${first} (\\d+|–)( · \\S+ (\\d+|–)){1,2}$`).test(text), `place ${key} shows ${first} first and two more: ${text}`);
  }
  // The free players sort by a rating picked: the chips then list it first, highest first.
  const pool = editor.getByTestId("scratches").getByTestId("bench-chip");
  const roster = await pool.evaluateAll((chips) => chips.map((c) => c.dataset.player));
  assert(roster.length >= 2, `free players to sort (${roster.length})`);
  const columns = await editor.getByTestId("pool-sort").locator("option").evaluateAll((o) => o.map((x) => x.value).filter((v) => v !== ""));
  let moved = false;
  for (const column of columns) {
    await editor.getByTestId("pool-sort").selectOption(column);
    const shown = await pool.evaluateAll((chips) =>
      chips.map((c) => ({ player: c.dataset.player, first: c.querySelector('[data-testid="chip-ratings"]').textContent.split(" · ")[0] })),
    );
    const name = shown[0].first.split(" ")[0];
    assert(shown.every((s) => s.first.split(" ")[0] === name), `every free chip lists the sorted rating first: ${JSON.stringify(shown)}`);
    const values = shown.map((s) => s.first.split(" ")[1]).filter((v) => v !== "–").map(Number);
    assertEqual(values, [...values].sort((a, b) => b - a), `the free players by ${name}, highest first`);
    if (shown.map((s) => s.player).join() !== roster.join()) moved = true;
  }
  assert(moved, "some rating reorders the free players");
  await editor.getByTestId("pool-sort").selectOption("");
  assertEqual(await pool.evaluateAll((chips) => chips.map((c) => c.dataset.player)), roster, "back in roster order");
  // The "i" beside line 1's centre opens his card; he is not picked up.
  const centre = editor.getByTestId("place-f0-1");
  const name = (await centre.locator(".chip-name").textContent()).replace(/^\S+ /, "").trim();
  await app.press(centre.getByTestId("chip-card"));
  const card = editor.getByTestId("player-card");
  await waitFor(() => card.isVisible(), "the player's card");
  assert((await card.textContent()).includes(name), `the card is ${name}'s: ${await card.textContent()}`);
  assertEqual(await centre.getByTestId("bench-chip").getAttribute("aria-pressed"), "false", "the card's button does not pick him up");
  await app.press(card.getByTestId("player-card-close"));
  await waitFor(async () => (await card.count()) === 0, "the card closed");
  const { scroll, width } = await app.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  assert(scroll <= width, `the editor with its ratings fits the page (${scroll} in ${width})`);
}

export const BENCH_TESTS = [
  {
    name: "bench ratings: the line-up editor's chips show the ratings each place reads, the free players sort by a picked rating, and the i opens a player's card (Crease, 4th Street)",
    async run(t) {
      const app = await t.newApp();
      await startCrease(app);
      await checkEditorRatings(app, [["f0-1", "FO"], ["f0-0", "AST"], ["d0-0", "DEF"], ["p0-0", "AST"], ["k0-2", "PK"]]);
      await app.open("#/");
      await startFourthStreet(app);
      await checkEditorRatings(app, [["f0-1", "PS"], ["f0-0", "SK"], ["d0-0", "DF"], ["p0-3", "PS"], ["k0-0", "PK"]]);
    },
  },
  {
    name: "bench ratings: at the Crease and 4th Street tables each team's skaters list their card ratings, sort by a tapped column, and a tapped name opens his card",
    async run(t) {
      const app = await t.newApp();
      await startCrease(app);
      await checkRatings(app, {
        column: "SHFT",
        check: (row, text) => assert(text.includes("SHFT") && text.includes("AST"), `the Crease card's ratings: ${text}`),
      });
      await app.open("#/");
      await startFourthStreet(app);
      await checkRatings(app, {
        column: "SK",
        check: (row, text) => assert(text.includes(`SK${row.SK}`) && text.includes("PS"), `the 4th Street card's ratings: ${text}`),
      });
    },
  },
];
