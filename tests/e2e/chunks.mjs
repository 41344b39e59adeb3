// End-to-end tests for loading each game's code on demand (src/ui/chunks.rs,
// scripts/build-wasm.sh): from a cold start the lobby fetches no game chunk, each page fetches
// only its own, every game opens offline after the first visit, and a chunk that can't be
// fetched gets a message and a retry while the lobby keeps working.
//
// The chunk files are written by wasm-split: split_<name>.wasm for each `#[wasm_split(name)]`
// (card_hockey, icih, lab) and chunk_<n>.wasm for code that several of them share.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startIcih } from "./icih.mjs";
import { ROOT, assert, assertEqual, waitFor } from "./lib.mjs";

const GAME_CHUNKS = ["split_card_hockey.wasm", "split_icih.wasm", "split_lab.wasm"];
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

/** Game chunks (split_*.wasm) this page has fetched, sorted. */
async function gameChunksFetched(app) {
  return [...new Set((await wasmFetched(app)).filter((n) => n.startsWith("split_")))].sort();
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
    name: "cold start: the lobby fetches no game chunk; each game fetches only its own",
    async run(t) {
      for (const [chunk, open] of [
        ["split_card_hockey.wasm", (app) => app.startGame()],
        ["split_icih.wasm", (app) => startIcih(app)],
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
        await open(app);
        await expectFirstLoadedOnly(app, chunk);
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
      await app.page.route(/split_.*\.wasm$|chunk_.*\.wasm$/, (route) => (broken ? route.abort() : route.continue()));
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
      await app.press("chunk-retry");
      await app.page.waitForSelector('[data-testid="lab"]');
      await app.page.goto(app.baseUrl + "#/");
      await app.ready();
      await app.startGame();
      assertEqual(await app.flipTurn(), 1, "the game plays after the retry");
    },
  },
];
