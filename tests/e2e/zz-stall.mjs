import { startServer } from "../../scripts/serve-dist.mjs";
import { App, CHROMIUM, CHROMIUM_ARGS, DIST, PROJECTS, chromium, sleep } from "./lib.mjs";
import { startIcih, snap, choose, handCard, touchDrag } from "./icih.mjs";

const pause = process.argv[2] ?? "0";
const level = process.argv[3] ?? "medium";
const project = PROJECTS.find((p) => p.name === (process.argv[4] ?? "tablet"));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, ignoreDefaultArgs: process.env.THROTTLE ? ["--disable-background-timer-throttling", "--disable-backgrounding-occluded-windows", "--disable-renderer-backgrounding"] : [] });
const { server, url } = await startServer(DIST, 0);
const context = await browser.newContext({ ...project.context });
await context.addInitScript(() => {
  window.__late = [];
  const orig = window.setTimeout;
  window.setTimeout = function (fn, delay = 0, ...args) {
    const asked = performance.now();
    return orig.call(window, function () {
      const late = performance.now() - asked - delay;
      if (late > 500) window.__late.push({ delay, late: Math.round(late), at: Math.round(asked) });
      return typeof fn === "function" ? fn.apply(this, args) : eval(fn);
    }, delay);
  };
});
const page = await context.newPage();
const app = new App(page, project, url);
const cdp = await context.newCDPSession(page);
await startIcih(app, { level, pause });
console.log("visibility", await page.evaluate(() => document.visibilityState));
let moves = 0, stalls = 0;
const t0 = Date.now();
for (;;) {
  // wait for a decision, measuring how long the table shows nothing to do
  const w0 = Date.now();
  let s;
  for (;;) {
    s = await snap(app);
    if (s.final) break;
    const live = s.hand.some((c) => c.live) || s.buttons.some((b) => b !== "act-let-play");
    if (live) break;
    if (Date.now() - w0 > 3000 && !s.__reported) {
      stalls++;
      const late = await page.evaluate(() => window.__late.slice(-3));
      console.log(`stall after ${moves} moves: prompt=${s.prompt} late=${JSON.stringify(late)}`);
      s.__reported = true;
      await sleep(70000);
      const s2 = await snap(app);
      console.log(`  70s later: prompt=${s2.prompt} late=${JSON.stringify(await page.evaluate(() => window.__late.slice(-3)))}`);
      break;
    }
    await sleep(50);
  }
  if (s.final) break;
  await sleep(300 + Math.random() * 300);
  s = await snap(app);
  const move = choose(s);
  if (!move) continue;
  try {
    if (move.type === "card") await touchDrag(app, cdp, move.card, "drop-target", 12);
    else await app.press(move.id, { timeout: 2000 });
    if (move.type === "intent") {
      await sleep(200);
      const t = await snap(app);
      const live = t.hand.filter((c) => c.live);
      if (live.length) await touchDrag(app, cdp, live[live.length - 1].card, "drop-target", 12);
    }
  } catch (e) { console.log("move failed", String(e.message).slice(0, 100)); }
  moves++;
  if (moves % 25 === 0) { const q = await snap(app); console.log(`${moves} moves ${((Date.now() - t0) / 1000).toFixed(0)}s period=${q.period} score=${JSON.stringify(q.score)} late=${JSON.stringify(await page.evaluate(() => window.__late.length))}`); }
}
console.log(`done: ${moves} moves, ${stalls} stalls, ${((Date.now() - t0) / 1000).toFixed(0)}s; late timers: ${JSON.stringify(await page.evaluate(() => window.__late))}`);
await browser.close(); process.exit(0);
