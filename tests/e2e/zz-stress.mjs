import { startServer } from "../../scripts/serve-dist.mjs";
import { App, CHROMIUM, CHROMIUM_ARGS, DIST, PROJECTS, chromium } from "./lib.mjs";
import { startCrease, playToTheEnd } from "./crease.mjs";

const N = Number(process.argv[2] ?? 30);
const project = PROJECTS.find((p) => p.name === (process.argv[3] ?? "tablet"));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const { server, url } = await startServer(DIST, 0);
let fails = 0;
for (let i = 0; i < N; i++) {
  const context = await browser.newContext({ ...project.context });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const problems = [];
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("console", (msg) => { if (msg.type() === "error") problems.push(`console: ${msg.text()}`); });
  const app = new App(page, project, url);
  const t0 = Date.now();
  try {
    await startCrease(app, { home: "league:MBC", away: "league:GLF" });
    await playToTheEnd(app);
    console.log(`game ${i}: ok ${((Date.now() - t0) / 1000).toFixed(1)}s ${problems.length ? problems.join(" ; ").slice(0, 400) : ""}`);
  } catch (e) {
    fails++;
    const state = await page.evaluate(() => {
      const q = (id) => document.querySelector(`[data-testid="${id}"]`);
      return {
        step: q("step") ? (q("step").disabled ? "disabled" : "enabled") : "none",
        pause: !!q("pause"),
        notice: [...document.querySelectorAll('[role="alert"], .notice, .error')].map((e) => e.textContent.trim()).join(" | ").slice(0, 300),
        log: [...document.querySelectorAll('[data-testid="log-line"]')].slice(0, 6).map((l) => l.textContent.trim()),
        panels: [...document.querySelectorAll(".coach-panel")].map((e) => e.textContent.trim()),
        options: [...document.querySelectorAll('[data-testid="so-goalie-option"]')].map((b) => `${b.textContent} pressed=${b.getAttribute("aria-pressed")}`),
        hash: location.hash,
      };
    }).catch((err) => String(err));
    const save = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("rinkside.game.")).map((k) => localStorage.getItem(k)));
    (await import("node:fs")).writeFileSync(`/work/scratch/fail-${i}.json`, JSON.stringify(save));
    console.log(`game ${i}: FAIL ${String(e.message).slice(0, 200)}\n  problems: ${problems.join(" ; ").slice(0, 1500)}\n  state: ${JSON.stringify(state, null, 1)}`);
  }
  await context.close();
}
console.log(`${fails} failed of ${N}`);
server.close?.(); await browser.close(); process.exit(0);
