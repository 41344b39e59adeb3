// End-to-end tests for loading each game's code on demand (src/ui/app/loader.rs,
// scripts/build-wasm.sh): from a cold start the lobby fetches no game chunk, each page fetches
// only its own, every game opens offline after the first visit, and a chunk that can't be
// fetched gets a message and a retry while the lobby keeps working.
//
// The chunk files are written by wasm-split: split_<name>.wasm for each `#[wasm_split(name)]`
// (card_hockey, icih, open_ice, crease, fourth_street, lab; and app, the Leptos pages every page
// but the lobby needs) and chunk_<n>.wasm for code that several of them share.

import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateServiceWorker, versionPackage } from "../../scripts/gen-sw.mjs";
import { startServer } from "../../scripts/serve-dist.mjs";
import { startIcih } from "./icih.mjs";
import { startOpenIce } from "./open-ice.mjs";
import { startCrease } from "./crease.mjs";
import { startFourthStreet } from "./fourth-street.mjs";
import { DIST, ROOT, assert, assertEqual, sleep, waitFor } from "./lib.mjs";

const GAME_CHUNKS = [
  "split_app.wasm",
  "split_card_hockey.wasm",
  "split_icih.wasm",
  "split_lab.wasm",
  "split_open_ice.wasm",
  "split_crease.wasm",
  "split_fourth_street.wasm",
];
const fixture = (name) => readFileSync(join(ROOT, "tests/e2e/fixtures", name), "utf8").trim();

/** The .wasm files this page has fetched itself (its own requests, not the service worker's). */
function wasmFetched(app) {
  return app.page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname.split("/").pop())
      .filter((name) => name.endsWith(".wasm")),
  );
}

/** The stylesheets this page has fetched, by file name, sorted. */
function stylesFetched(app) {
  return app.page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname.split("/").pop())
      .filter((name) => name.endsWith(".css"))
      .sort(),
  );
}

/** The folders (pkg-<build>) of the .wasm files this page has fetched, sorted. */
function wasmFolders(app) {
  return app.page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType("resource")
        .map((e) => new URL(e.name).pathname.split("/"))
        .filter((parts) => parts[parts.length - 1].endsWith(".wasm"))
        .map((parts) => parts[parts.length - 2]),
    ),
  ].sort());
}

/** A second build of the app: dist/ with one file changed, versioned by gen-sw as a build is. */
function makeNextBuild(dir) {
  cpSync(DIST, dir, { recursive: true });
  const old = readdirSync(dir).find((f) => f.startsWith("pkg-"));
  renameSync(join(dir, old), join(dir, "pkg"));
  const index = join(dir, "index.html");
  writeFileSync(index, readFileSync(index, "utf8").replaceAll(`./${old}/`, "./pkg/"));
  appendFileSync(join(dir, "pkg", "__wasm_split.js"), "\n// the next build\n");
  const folder = versionPackage(dir);
  generateServiceWorker(dir);
  return { old, folder };
}

/** Game chunks (split_*.wasm) this page has fetched, sorted; the app's pages (split_app) apart. */
async function gameChunksFetched(app) {
  const fetched = await wasmFetched(app);
  assert(fetched.includes("split_app.wasm"), `a page past the lobby fetches the app's pages: ${fetched}`);
  return [...new Set(fetched.filter((n) => n.startsWith("split_") && n !== "split_app.wasm"))].sort();
}

async function expectLobbyFetchedNoChunk(app) {
  const wasm = await wasmFetched(app);
  assertEqual(wasm, ["main_bg.wasm"], "wasm files the lobby fetched");
}

/** A save made in a throwaway context, so a later context starts with it but an empty cache. */
async function savedGameState(t, start) {
  const maker = await t.newApp();
  await maker.open("#/");
  await start(maker);
  const id = /^#\/play\/([0-9a-f]+)$/.exec(maker.hash())[1];
  const state = await maker.page.context().storageState();
  return { id, state };
}

async function expectFirstLoadedOnly(app, chunk) {
  const chunks = await gameChunksFetched(app);
  assertEqual(chunks, [chunk], "game chunks fetched");
}

export const CHUNK_TESTS = [
  {
    name: "cold start: the lobby fetches no game chunk and no game stylesheet; each game fetches only its own chunk, and the games' stylesheets",
    async run(t) {
      for (const [chunk, open] of [
        ["split_card_hockey.wasm", (app) => app.startGame()],
        ["split_icih.wasm", (app) => startIcih(app)],
        ["split_open_ice.wasm", (app) => startOpenIce(app)],
        ["split_crease.wasm", (app) => startCrease(app)],
        ["split_fourth_street.wasm", (app) => startFourthStreet(app)],
        [
          "split_lab.wasm",
          async (app) => {
            await app.press("open-lab");
            await app.page.waitForSelector('[data-testid="lab"]');
          },
        ],
      ]) {
        const app = await t.newApp({ contextOptions: { serviceWorkers: "block" } });
        await app.open("#/");
        await expectLobbyFetchedNoChunk(app);
        const lobbyStyles = await stylesFetched(app);
        assertEqual(lobbyStyles.length, 1, `the lobby fetches its own stylesheet only: ${lobbyStyles}`);
        assert(lobbyStyles[0].startsWith("main-"), lobbyStyles[0]);
        await open(app);
        await expectFirstLoadedOnly(app, chunk);
        // The games' stylesheets come with the first game, and are in force on its page.
        const styles = await stylesFetched(app);
        for (const name of ["sim.css", "crease.css", "dice.css", "fourth-street.css"]) {
          assert(styles.includes(name), `${name} fetched with ${chunk}: ${styles}`);
        }
        const sheets = await app.page.evaluate(() => [...document.styleSheets].filter((s) => s.href && s.href.endsWith("/sim.css")).length);
        assertEqual(sheets, 1, "sim.css applied once");
      }
    },
  },

  {
    name: "cold start: a saved game and a share link fetch only their game's chunk",
    async run(t) {
      const { id, state } = await savedGameState(t, (app) => app.startGame());
      const app = await t.newApp({ contextOptions: { storageState: state, serviceWorkers: "block" } });
      await app.open("#/");
      await expectLobbyFetchedNoChunk(app);
      await app.press("save-continue");
      await app.page.waitForSelector('[data-testid="table"]');
      assertEqual(app.hash(), `#/play/${id}`, "the saved game opened");
      await expectFirstLoadedOnly(app, "split_card_hockey.wasm");

      // A link opened straight from a message: the replay page, with only its game's chunk.
      const linked = await t.newApp({ contextOptions: { serviceWorkers: "block" } });
      await linked.open(`#/replay/${fixture("icih-overtime.txt")}`);
      await linked.page.waitForSelector('[data-testid="replay"]');
      await expectFirstLoadedOnly(linked, "split_icih.wasm");

      // A saved game opened by its own URL (a reload, a bookmark).
      const direct = await t.newApp({ contextOptions: { storageState: state, serviceWorkers: "block" } });
      await direct.open(`#/play/${id}`);
      await direct.page.waitForSelector('[data-testid="table"]');
      await expectFirstLoadedOnly(direct, "split_card_hockey.wasm");
    },
  },

  {
    name: "offline after the first visit: every game opens and a saved game continues",
    timeout: 120_000,
    async run(t) {
      const server = await t.startServer();
      const app = await t.newApp({ baseUrl: server.url });
      t.allowConsole(/Failed to load resource|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED/);
      await app.open("#/");
      // The first visit opens no game, but the service worker caches every chunk once the
      // lobby is up.
      await app.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await waitFor(
        () => app.page.evaluate(() => !!navigator.serviceWorker.controller),
        "the service worker to control the page",
        10000,
      );
      await expectLobbyFetchedNoChunk(app);
      const cached = await app.page.evaluate(async () => {
        const names = [];
        for (const key of await caches.keys()) {
          for (const req of await (await caches.open(key)).keys()) names.push(new URL(req.url).pathname.split("/").pop());
        }
        return names;
      });
      for (const chunk of GAME_CHUNKS) assert(cached.includes(chunk), `${chunk} cached after the first visit`);

      await app.page.context().setOffline(true);
      await server.stop();

      // Every game opens, each from a fresh offline load of the app.
      await app.page.reload();
      await app.ready();
      const id = await app.startGame();
      for (let i = 0; i < 2; i++) await app.flipTurn();
      await app.page.goto(server.url + "#/");
      await app.ready();
      await startIcih(app);
      await startOpenIce(app);
      await startCrease(app);
      await startFourthStreet(app);
      await app.page.goto(server.url + "#/lab");
      await app.page.waitForSelector('[data-testid="lab"]');

      // The saved Card Hockey game continues where it was.
      await app.page.goto(server.url + "#/");
      await app.ready();
      await app.page.locator(`[data-testid="save-row"][data-id="${id}"] [data-testid="save-continue"]`).click();
      await app.page.waitForSelector('[data-testid="table"]');
      assertEqual(await app.turn(), 2, "turn of the saved game offline");
      assertEqual(await app.flipTurn(), 3, "flipping works offline");
      await app.page.context().setOffline(false);
    },
  },

  {
    name: "a chunk that can't be fetched: a message and a retry, and the lobby still works",
    async run(t) {
      // No service worker, so every chunk request reaches the network, where the test breaks it.
      const app = await t.newApp({ contextOptions: { serviceWorkers: "block" } });
      t.allowConsole(/Failed to load resource|net::ERR_FAILED|failed to load split module|TypeError|WebAssembly/);
      let broken = true;
      let slow = false;
      await app.page.route(/split_.*\.wasm$|chunk_.*\.wasm$/, async (route) => {
        if (broken) return route.abort();
        if (slow) await sleep(1500);
        return route.continue();
      });
      await app.open("#/");

      // Face off: the lobby says the game couldn't be loaded and stays as it was.
      await app.press("choose-card-hockey");
      await app.press("start-card-hockey");
      await waitFor(() => app.visible("notice"), "the notice that the game couldn't be loaded");
      assert(/Card Hockey couldn't be loaded/.test(await app.text("notice")), "notice names the game");
      assert(await app.visible("lobby"), "still on the lobby");
      assertEqual(app.hash(), "#new-game", "no game page opened");
      assertEqual(Object.keys(await app.savedGames()).length, 0, "no game saved");
      assertEqual(await app.text("start-card-hockey"), "Face off", "the button is ready again");

      // The lab page: the message with its retry; the lobby is one tap away and still works.
      await app.page.goto(app.baseUrl + "#/lab");
      await app.page.waitForSelector('[data-testid="chunk-error"]');
      assert(/realism lab couldn't be loaded/.test(await app.text("chunk-error")), "the message names the lab");
      await app.press("chunk-retry");
      await app.page.waitForSelector('[data-testid="chunk-error"]');
      await app.press("chunk-to-lobby");
      await app.page.waitForSelector('[data-testid="lobby"]');
      await app.press("choose-card-hockey");
      await app.page.waitForSelector('[data-testid="start-card-hockey"]');

      // The network comes back while the message shows: the retry opens the page, and Face off
      // starts the game.
      await app.page.goto(app.baseUrl + "#/lab");
      await app.page.waitForSelector('[data-testid="chunk-error"]');
      broken = false;
      slow = true;
      await app.press("chunk-retry");
      // A slow network: the page says it is loading, never blank.
      await app.page.waitForSelector('[data-testid="chunk-loading"]');
      assert(/Loading the realism lab/.test(await app.text("chunk-loading")), "the loading message names the page");
      await app.page.waitForSelector('[data-testid="lab"]', { timeout: 15000 });
      slow = false;
      await app.page.goto(app.baseUrl + "#/");
      await app.ready();
      await app.startGame();
      assertEqual(await app.flipTurn(), 1, "the game plays after the retry");
    },
  },

  {
    name: "a new build takes over: an open page keeps its own build's chunks, a reload gets the new build",
    async run(t) {
      const tmp = mkdtempSync(join(tmpdir(), "rinkside-builds-"));
      try {
        const site = join(tmp, "site");
        cpSync(DIST, site, { recursive: true });
        const next = makeNextBuild(join(tmp, "next"));
        assert(next.folder !== next.old, "the next build has its own folder");
        const { server, url } = await startServer(site, 0);
        t.allowConsole(/Failed to load resource/);
        try {
          const app = await t.newApp({ baseUrl: url });
          await app.open("#/");
          await app.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
          await waitFor(() => app.page.evaluate(() => !!navigator.serviceWorker.controller), "the first build's worker", 10000);
          assertEqual(await wasmFolders(app), [next.old], "the lobby runs the first build");

          // Deploy the next build while the page stays open; its worker takes over.
          rmSync(site, { recursive: true, force: true });
          cpSync(join(tmp, "next"), site, { recursive: true });
          await app.page.evaluate(async () => {
            const changed = new Promise((ok) => navigator.serviceWorker.addEventListener("controllerchange", ok, { once: true }));
            await (await navigator.serviceWorker.getRegistration()).update();
            await changed;
          });

          // The open page still runs the first build: its game chunk comes from that build's
          // cache (the server has only the next build now), never mixed with the next build.
          await app.press("start-icih");
          await app.page.waitForSelector('[data-testid="table"]');
          assertEqual(await wasmFolders(app), [next.old], "the open page fetched only its own build's files");
          await sleep(200);

          // A reload runs the next build, and its games come from its own folder.
          await app.page.goto(url + "#/");
          await app.page.reload();
          await app.ready();
          await app.startGame();
          assertEqual(await wasmFolders(app), [next.folder], "after a reload, only the next build's files");
          const caches = await app.page.evaluate(() => caches.keys());
          assertEqual(caches.length, 2, "the new build's cache and the one it replaced");
        } finally {
          server.closeAllConnections?.();
          await new Promise((ok) => server.close(() => ok()));
        }
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  },

  {
    name: "leaving a table or the lab while the computer is about to play leaves no broken page",
    async run(t) {
      const app = await t.newApp();
      await app.open("#/");
      // The computer (visitors) has the first decision and waits its pause before playing.
      await app.press("start-icih");
      await app.page.waitForSelector('[data-testid="table"]');
      await app.page.goto(app.baseUrl + "#/");
      await app.ready();
      await app.press("open-lab");
      await app.page.waitForSelector('[data-testid="lab"]');
      await app.id("lab-games").fill("1000");
      await app.press("lab-start");
      await app.page.goto(app.baseUrl + "#/");
      await app.ready();
      // Past the computer's pause and several lab slices: nothing fired on the pages left.
      await sleep(1500);
      await app.startGame();
      assertEqual(await app.flipTurn(), 1, "the app still plays");
    },
  },
];
