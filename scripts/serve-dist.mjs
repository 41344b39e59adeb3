#!/usr/bin/env node
// Tiny static file server for the built site (dist/), used by scripts/serve.sh
// and imported by the end-to-end tests:
//
//   import { startServer } from "../../scripts/serve-dist.mjs";
//   const { server, url } = await startServer("dist", 0); // 0 = random free port
//   ... await new Promise((r) => server.close(r));
//
// CLI: node scripts/serve-dist.mjs [dir=dist] [port=$PORT or 8080]
// Binds 127.0.0.1 only: service workers need a secure context, and
// http://127.0.0.1 / http://localhost count as one.

import { createServer } from "node:http";
import { createReadStream, statSync } from "node:fs";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json",
};

function fileFor(root, urlPath) {
  let rel;
  try {
    rel = decodeURIComponent(urlPath.split("?")[0].split("#")[0]);
  } catch {
    return null;
  }
  if (rel.includes("\0")) return null;
  let p = resolve(join(root, rel));
  if (p !== root && !p.startsWith(root + sep)) return null; // no escaping dir
  try {
    if (statSync(p).isDirectory()) p = join(p, "index.html");
    return statSync(p).isFile() ? p : null;
  } catch {
    return null;
  }
}

/**
 * Serve `dir` on 127.0.0.1:`port` (0 = pick a free port).
 * Resolves to { server, url, port } once listening; url ends with "/".
 */
export function startServer(dir = "dist", port = 0, host = "127.0.0.1") {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const file = fileFor(root, req.url || "/");
    if (!file) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("404 Not Found\n");
      return;
    }
    res.writeHead(200, {
      "Content-Type": MIME[extname(file).toLowerCase()] || "application/octet-stream",
      "Content-Length": statSync(file).size,
      // Always revalidate: keeps tests deterministic and never hides a new sw.js.
      "Cache-Control": "no-cache",
    });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => {
      server.off("error", fail);
      const actual = server.address().port;
      ok({ server, port: actual, url: `http://${host}:${actual}/` });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] || "dist";
  const port = Number(process.argv[3] ?? process.env.PORT ?? 8080);
  const { url } = await startServer(dir, port);
  console.log(`Serving ${resolve(dir)} at ${url} (Ctrl-C to stop)`);
}
