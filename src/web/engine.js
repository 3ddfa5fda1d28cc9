// The deduce engine in JavaScript: the WebAssembly module's one entry
// point (`deduce_call`, a JSON request in, a JSON answer out) and the
// library's operations as methods. The same text is in the module
// `deduce web` writes and in the page `deduce play` writes.

class DeduceError extends Error {
  constructor(error) {
    super(error.message);
    this.name = "DeduceError";
    // usage, bad-input, file, refused or unsolved
    this.kind = error.kind;
  }
}

class Deduce {
  constructor(instance) {
    this.exports = instance.exports;
    this.encoder = new TextEncoder();
    this.decoder = new TextDecoder();
  }

  // Any request (`{op: ...}`), answered as `{ok: ...}` or `{error: ...}`.
  call(request) {
    const e = this.exports;
    const bytes = this.encoder.encode(JSON.stringify(request));
    const at = e.deduce_alloc(bytes.length);
    new Uint8Array(e.memory.buffer, at, bytes.length).set(bytes);
    const length = e.deduce_call(at, bytes.length);
    // The memory may have grown during the call: a fresh view of it.
    const answer = new Uint8Array(e.memory.buffer, e.deduce_answer_ptr(), length);
    return JSON.parse(this.decoder.decode(answer));
  }

  // The answer's `ok`, or a DeduceError.
  ask(request) {
    const answer = this.call(request);
    if (answer.error) throw new DeduceError(answer.error);
    return answer.ok;
  }

  // Each puzzle of `text` solved: a list of {ok: {number, outcome,
  // output, explanation, trace}} or {error}. Options: explain, trace,
  // rules, max_tier, stop_after, from.
  solve(kind, text, options = {}) {
    return this.ask({ op: "solve", kind, text, ...options });
  }

  // The next step from a puzzle or progress grid: {verdict, lines, wrong}.
  // Options: level (1-3), pick, from.
  hint(kind, text, options = {}) {
    return this.ask({ op: "hint", kind, text, ...options });
  }

  // Whether a grid is right: {right, broken}.
  check(kind, text, options = {}) {
    return this.ask({ op: "check", kind, text, ...options });
  }

  // Each puzzle's grade, as `deduce grade --json` gives it.
  grade(kind, text, options = {}) {
    return this.ask({ op: "grade", kind, text, ...options });
  }

  // Each puzzle in the format `to` (judge, url, tatham, pzprv3).
  convert(kind, text, to, options = {}) {
    return this.ask({ op: "convert", kind, text, to, ...options });
  }

  // A rule's page: {id, puzzle, tier, summary, page}.
  explain(rule) {
    return this.ask({ op: "explain", rule });
  }

  // The rule catalog, of one puzzle or of all.
  rules(kind) {
    return this.ask({ op: "rules", kind });
  }

  // New puzzles: {seed, puzzles, text}. grade: basic, advanced...
  generate(kind, rows, cols, grade, seed, count = 1) {
    return this.ask({ op: "generate", kind, rows, cols, grade, seed, count });
  }

  // The engine's version and the hash of the sources it was built from.
  version() {
    return this.ask({ op: "version" });
  }
}

// The engine from the bytes of its WebAssembly module, compiled at once
// (not in the background: the engine is wanted before anything else).
function deduceFromBytes(bytes) {
  const module = new WebAssembly.Module(bytes);
  return new Deduce(new WebAssembly.Instance(module, {}));
}

// The engine from its module compressed with raw deflate (as the page
// carries it, in base64).
async function deduceFromDeflated(base64) {
  const binary = atob(base64);
  const packed = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) packed[i] = binary.charCodeAt(i);
  const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return deduceFromBytes(await new Response(stream).arrayBuffer());
}
