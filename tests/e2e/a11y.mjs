// The accessibility audit (issue 27): axe-core, pinned in tools/package.json, runs on each
// page a person meets, for the WCAG 2.1 A and AA rules. Each test prints the pages audited and
// the violations found, and fails on any violation.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, assert, openShareLink, waitFor } from "./lib.mjs";
import { startCrease } from "./crease.mjs";
import { startFourthStreet } from "./fourth-street.mjs";
import { startIcih } from "./icih.mjs";
import { startOpenIce } from "./open-ice.mjs";

const AXE = readFileSync(join(ROOT, "tools/node_modules/axe-core/axe.min.js"), "utf8");
const WCAG_21_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The WCAG 2.1 A/AA violations on the page now, one line each. */
export async function violations(app) {
  await app.page.evaluate(AXE);
  const found = await app.page.evaluate(
    async (tags) => {
      const result = await window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length}× e.g. ${v.nodes[0].target.join(" ")}`);
    },
    WCAG_21_A_AA,
  );
  return found;
}

/** A home coach's decision that holds up the next step, answered with its first choice. */
async function answerDecision(app) {
  if (await app.count("hold-home")) return app.press("hold-home");
  for (const panel of ["wild-card-home", "pass-choice-home"]) {
    if (await app.count(panel)) return app.press(app.id(panel).locator("button").first());
  }
}

/**
 * Audits each page `visit` opens (on `app`, or on the app `visit` returns); prints a line per
 * page and fails listing every violation.
 */
async function audit(t, app, pages) {
  const failures = [];
  for (const [name, visit] of pages) {
    const shown = (await visit()) ?? app;
    const found = await violations(shown);
    console.log(`  axe [${t.project.name}] ${name}: ${found.length} violation${found.length === 1 ? "" : "s"}`);
    for (const v of found) {
      console.log(`    ${v}`);
      failures.push(`${name}: ${v}`);
    }
  }
  assert(failures.length === 0, `axe-core found:\n    ${failures.join("\n    ")}`);
}

export const A11Y_TESTS = [
  {
    name: "accessibility: the lobby, every new-game page, the team builder, the lab, a season page and a season team's page have no WCAG 2.1 A/AA violation (axe-core)",
    timeout: 120_000,
    async run(t) {
      const app = await t.newApp();
      await app.open("#/");
      const open = (hash, selector) => async () => {
        await app.page.evaluate((h) => {
          location.hash = h;
        }, hash);
        await app.page.waitForSelector(selector);
      };
      await audit(t, app, [
        ["lobby", open("#/", '[data-testid="lobby"]')],
        ["new ICIH / Card Hockey game", open("#/new/", '[data-testid="lobby"]')],
        ["new Open Ice game", open("#/new/open-ice", '[data-testid="oi-start"]')],
        ["new Inside the Crease game", open("#/new/crease", '[data-testid="cr-start"]')],
        ["new 4th Street game", open("#/new/fourth-street", '[data-testid="fs-start"]')],
        ["team builder", open("#/teams", '[data-testid="team-builder"]')],
        ["realism lab", open("#/lab", '[data-testid="lab"]')],
        ["new Open Ice season", open("#/season/open-ice", '[data-testid="start-season"]')],
        ["an Open Ice season a day in", async () => {
          await app.press("start-season");
          await app.press("season-day");
          await app.page.waitForSelector('[data-testid="standings-row"]');
          await waitFor(async () => (await app.count("export-season")) > 0, "the season saved");
        }],
        ["a season team's page", async () => {
          await app.press(app.page.locator('button[data-testid^="season-team-"]').first());
          await app.page.waitForSelector('[data-testid="points-chart"]');
        }],
      ]);
    },
  },
  {
    name: "accessibility: each game's table a few steps in and a replay have no WCAG 2.1 A/AA violation (axe-core)",
    timeout: 180_000,
    async run(t) {
      const app = await t.newApp();
      // Each table a few steps in, its play-by-play filling.
      const table = (start, step, steps = 6) => async () => {
        await start();
        await app.page.waitForSelector('[data-testid="table"]');
        for (let i = 0; i < steps; i++) {
          await answerDecision(app);
          const lines = await app.logLength();
          await app.press(step);
          await waitFor(async () => (await app.logLength()) > lines, `step ${i + 1} in the log`);
        }
      };
      await audit(t, app, [
        ["ICIH table", table(() => startIcih(app), null, 0)],
        ["ICIH replay of a game in progress (a sealed share link)", async () => {
          await app.press("share-button");
          const url = await app.id("share-url").inputValue();
          await app.page.goto(url);
          await app.ready();
          await app.page.waitForSelector('[data-testid="replay-sealed"]');
        }],
        ["Card Hockey table", table(async () => {
          await app.open("#/");
          await app.startGame();
        }, "flip-home")],
        ["Open Ice table", table(() => startOpenIce(app), "step", 20)],
        ["4th Street table", table(() => startFourthStreet(app), "roll-dice", 20)],
        ["Inside the Crease table", table(() => startCrease(app), "step", 20)],
        ["Inside the Crease replay (a share link)", () => openShareLink(t, app)],
      ]);
    },
  },
];
