#!/usr/bin/env node
// Rinkside end-to-end tests: drives the built site (dist/) in headless Chromium through
// playwright-core, once per project (desktop: mouse, 1280x800; tablet: touch, 1024x768).
//
//   node tests/e2e/run.mjs                    every test, both projects
//   node tests/e2e/run.mjs --project tablet   one project
//   node tests/e2e/run.mjs --grep share       tests whose name contains "share"
//   DIST=path node tests/e2e/run.mjs          test another build directory
//
// A test is `{ name, run, projects?, timeout? }`: `projects` (names) limits it to some projects,
// `timeout` (ms) replaces the default per-test limit of 90 s for that test only.
//
// Prints "PASS [project] name" or "FAIL [project] name: error" per test and ends with
// "N passed, N failed"; exits non-zero if any test failed. Screenshots go to
// tests/e2e/artifacts/ (gitignored). Build first: `trunk build --release --offline`.

import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { startServer } from "../../scripts/serve-dist.mjs";
import { App, CHROMIUM, CHROMIUM_ARGS, DIST, PROJECTS, ROOT, chromium } from "./lib.mjs";
import { TESTS } from "./tests.mjs";

const TEST_TIMEOUT_MS = 90_000;
const ARTIFACTS = join(ROOT, "tests/e2e/artifacts");

function parseArgs(argv) {
  const out = { projects: PROJECTS.map((p) => p.name), grep: null };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--project") out.projects = argv[++i].split(",");
    else if (argv[i] === "--grep") out.grep = argv[++i].toLowerCase();
    else {
      console.error(`unknown argument: ${argv[i]}`);
      process.exit(2);
    }
  }
  return out;
}

async function stopServer(server) {
  server.closeAllConnections?.();
  await new Promise((r) => server.close(() => r()));
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function runOne(browser, project, test, sharedUrl) {
  const contexts = [];
  const servers = [];
  const problems = [];
  const allowed = [];
  const harness = {
    project,
    baseUrl: sharedUrl,
    artifact: (name) => join(ARTIFACTS, name),
    allowConsole: (re) => allowed.push(re),
    async startServer() {
      const { server, url } = await startServer(DIST, 0);
      let stopped = false;
      const handle = {
        url,
        async stop() {
          if (!stopped) {
            stopped = true;
            await stopServer(server);
          }
        },
      };
      servers.push(handle);
      return handle;
    },
    async newApp({ baseUrl = sharedUrl, contextOptions = {} } = {}) {
      const context = await browser.newContext({ ...project.context, ...contextOptions });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
      page.on("console", (msg) => {
        if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
      });
      return new App(page, project, baseUrl);
    },
  };
  try {
    await withTimeout(test.run(harness), test.timeout ?? TEST_TIMEOUT_MS, "test");
    const unexpected = problems.filter((p) => !allowed.some((re) => re.test(p)));
    if (unexpected.length) throw new Error(unexpected.join("; "));
  } finally {
    for (const c of contexts) await c.close().catch(() => {});
    for (const s of servers) await s.stop().catch(() => {});
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(join(DIST, "index.html"))) {
    console.error(`No build at ${DIST}: run \`trunk build --release --offline\` first.`);
    process.exit(2);
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  const started = Date.now();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const { server, url } = await startServer(DIST, 0);
  let passed = 0;
  let failed = 0;
  try {
    for (const project of PROJECTS.filter((p) => args.projects.includes(p.name))) {
      for (const test of TESTS) {
        if (args.grep && !test.name.toLowerCase().includes(args.grep)) continue;
        if (test.projects && !test.projects.includes(project.name)) continue;
        const t0 = Date.now();
        try {
          await runOne(browser, project, test, url);
          passed++;
          console.log(`PASS [${project.name}] ${test.name}`);
          if (process.env.E2E_TIMINGS) console.log(`  (${((Date.now() - t0) / 1000).toFixed(1)}s)`);
        } catch (err) {
          failed++;
          const message = String(err?.message ?? err).split("\n").filter(Boolean).slice(0, 3).join(" | ");
          console.log(`FAIL [${project.name}] ${test.name}: ${message}`);
        }
      }
    }
  } finally {
    await stopServer(server);
    await browser.close();
  }
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)}s)`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  console.log("0 passed, 1 failed");
  process.exit(1);
});
