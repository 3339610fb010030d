// @ts-check
// The playable page's Web Worker: it starts Pyodide's core from ./pyodide/, unpacks
// vgwidget's Python files (vgwidget.zip) and runs the widget's own logic
// (vgwidget.widget.session.PageSession). It posts JSON texts to the page: only the synced
// values and messages the kernel widget would send to the seat shown. The game itself (both
// hands, the deck order) stays in this worker's memory.

/** @type {any} */
const ctx = self;
/** @type {Promise<any> | null} */
let session = null;

/** Start Pyodide and the board of game.json (the page never holds the game). */
async function boot() {
  const base = new URL("./", ctx.location.href).href;
  /** @type {Record<string, number>} milliseconds since the worker started, per stage (the
   * time each stage ended; `*_cpu`: the Python process time the stage took, in ms) */
  const times = {};
  const mark = (/** @type {string} */ name) => {
    times[name] = Math.round(performance.now());
    performance.mark("vgw-worker-" + name);
  };
  const text = await fetch(base + "game.json").then((r) => r.text());
  const conf = JSON.parse(text);
  const snapshot = String(conf.snapshot || "");
  // from a snapshot every module is imported already: only the data files are unpacked
  const files = (snapshot && String(conf.snapshot_files || "")) || "vgwidget.zip";
  const zipped = fetch(base + files).then((r) => r.arrayBuffer());
  /** @type {Record<string, any>} */
  const options = { indexURL: base + "pyodide/", packages: [], fullStdLib: false };
  if (snapshot) {
    // Pyodide's memory with vgwidget imported, made when the folder was written (gzip)
    options._loadSnapshot = fetch(base + snapshot).then((r) => {
      if (!r.ok || !r.body) throw new Error("the folder's " + snapshot + " could not be read");
      return new Response(r.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    });
  }
  ctx.importScripts(base + "pyodide/pyodide.js");
  mark("script");
  const py = await ctx.loadPyodide(options);
  mark("pyodide");
  times.snapshot = snapshot ? 1 : 0;
  // vgwidget's files (from a snapshot: its data files only, read as the game needs them)
  py.unpackArchive(await zipped, "zip", { extractDir: "/home/pyodide/vgw" });
  mark("unpacked");
  py.runPython(
    "import sys, time\nif '/home/pyodide/vgw' not in sys.path: sys.path.insert(0, '/home/pyodide/vgw')"
    + (snapshot ? "\nimport random\nrandom.seed()" : ""),
  );
  const cpu = () => Number(py.runPython("time.process_time() * 1000"));
  let c0 = cpu();
  const mod = py.pyimport("vgwidget.widget.session");
  mark("imported");
  times.imported_cpu = Math.round(cpu() - c0);
  const post = (/** @type {string} */ text) => ctx.postMessage(text);
  c0 = cpu();
  const s = mod.start(text, post);
  mark("board");
  times.board_cpu = Math.round(cpu() - c0);
  ctx.postMessage(JSON.stringify({ type: "timing", times }));
  return s;
}

ctx.addEventListener("message", async (/** @type {MessageEvent} */ ev) => {
  const d = ev.data;
  if (d && d.type === "start" && session === null) {
    session = boot();
    session.catch((/** @type {any} */ err) => {
      ctx.postMessage(JSON.stringify({ type: "fatal", message: String((err && err.message) || err).slice(-2000) }));
    });
    return;
  }
  if (session === null) return;
  const s = await session;
  s.receive(JSON.stringify(d));
});
