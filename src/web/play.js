// The page of `deduce play`: a puzzle played on its grid, with the engine
// (WebAssembly, carried in the page) answering hints, checks and the
// solve from the player's own grid. The engine's JavaScript (engine.js)
// comes first in this script.
(async function () {
  'use strict';
  const report = { errors: [], blocked: [] };
  window.addEventListener('error', (e) => report.errors.push(String(e.message)));
  window.addEventListener('unhandledrejection', (e) => report.errors.push(String(e.reason)));
  document.addEventListener('securitypolicyviolation', (e) =>
    report.blocked.push(e.blockedURI + ' (' + e.violatedDirective + ')'));
  const consoleError = console.error;
  console.error = (...args) => { report.errors.push(args.join(' ')); consoleError(...args); };

  const $ = (id) => document.getElementById(id);
  const PUZZLES = JSON.parse($('puzzles').textContent);
  const params = new URLSearchParams(location.hash.slice(1));
  let engine = null;
  // The puzzle being played: what `open` answered, the marks made (in
  // order, [item, state]), and the marks before each change, to undo.
  let game = null;
  let cursor = null;
  let hint = null;

  function ask(request) {
    const answer = engine.call(request);
    if (answer.error) throw new Error(answer.error.message);
    return answer.ok;
  }

  function say(lines, tone) {
    const box = $('msg');
    box.className = tone || '';
    box.replaceChildren(...[].concat(lines).map((line) => {
      const p = document.createElement('p');
      p.textContent = line;
      return p;
    }));
  }

  function tryOr(work) {
    try { return work(); } catch (e) { say(String(e.message || e), 'bad'); return null; }
  }

  function position() {
    return { kind: game.kind, puzzle: game.board.puzzle, marks: game.marks };
  }

  // The puzzle `text` (any format deduce reads) opened to be played, with
  // `marks` if given, else those saved for it, else those it was read with.
  function open(kind, text, title, marks) {
    const board = ask({ op: 'open', kind, text });
    const saved = localStorage.getItem(storeKey(kind, board.puzzle));
    game = {
      kind, title, board,
      marks: marks || (saved ? JSON.parse(saved) : board.marks),
      undo: [], redo: [],
    };
    $('boardcss').textContent = board.css;
    $('board').innerHTML = board.svg;
    $('title').textContent = title || (kind + ' ' + board.size);
    cursor = null;
    hint = null;
    game.items = board.items.map((item, i) => ({ ...item, g: $('board').querySelector('#i' + i) }));
    for (const item of game.items) {
      if (item.choices.length && item.g) item.g.classList.add('playable');
    }
    say('Click to mark; right-click the other way. Arrows and Space, digits, Backspace; ' +
      'Ctrl+Z undo, Ctrl+Y redo, H hint, C check.');
    localStorage.setItem('deduce-play:last', JSON.stringify({ kind, text: board.puzzle, title }));
    render();
  }

  function storeKey(kind, puzzle) {
    let h = 0;
    for (let i = 0; i < puzzle.length; i++) h = (h * 31 + puzzle.charCodeAt(i)) | 0;
    return 'deduce-play:' + kind + ':' + (h >>> 0).toString(16) + ':' + puzzle.length;
  }

  // Draws the player's grid: each item's state, the marks that break a
  // rule, the hint's places, the cursor.
  function render() {
    const view = ask({ op: 'view', ...position() });
    const wrong = new Set();
    for (const move of view.broken) wrong.add(game.marks[move][0]);
    const roles = new Map();
    if (hint) {
      const level = hint.level;
      const look = level === 1 ? 'r-look' : 'r-read';
      for (const i of hint.read) roles.set(i, look);
      if (level >= 3) for (const i of hint.decided) roles.set(i, 'r-decided');
      for (const [i] of hint.wrong || []) wrong.add(i);
    }
    for (const [i] of (game.mistake || [])) wrong.add(i);
    game.items.forEach((item, i) => {
      if (!item.g) return;
      const classes = ['s-' + game.board.states[view.states[i]]];
      if (item.choices.length) classes.push('playable');
      if (roles.has(i)) classes.push(roles.get(i));
      if (wrong.has(i)) classes.push('r-wrong');
      if (i === cursor) classes.push('cursor');
      item.g.setAttribute('class', classes.join(' '));
    });
    game.view = view;
    $('undo').disabled = !game.undo.length;
    $('redo').disabled = !game.redo.length;
    if (view.finished) say('Solved: the grid is finished and every mark is right.', 'good');
    localStorage.setItem(storeKey(game.kind, game.board.puzzle), JSON.stringify(game.marks));
  }

  // A change of marks, undoable.
  function change(marks) {
    game.undo.push(game.marks);
    game.redo = [];
    game.marks = marks;
    hint = null;
    game.mistake = null;
    render();
  }

  function stateOf(item) {
    const made = game.marks.find((m) => m[0] === item);
    return made ? made[1] : game.board.start[item];
  }

  // The marks with `item` put in `state` (its start: no mark), made last.
  function withMark(marks, item, state) {
    const kept = marks.filter((m) => m[0] !== item);
    if (state !== game.board.start[item]) kept.push([item, state]);
    return kept;
  }

  function cycle(item, step) {
    const states = [game.board.start[item], ...game.items[item].choices];
    const at = Math.max(0, states.indexOf(stateOf(item)));
    change(withMark(game.marks, item, states[(at + step + states.length) % states.length]));
  }

  function itemAt(target) {
    const g = target.closest && target.closest('g.playable');
    return g ? Number(g.id.slice(1)) : null;
  }

  function centre(item) {
    const box = game.items[item].g.getBBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  }

  // The playable item nearest `from` in direction (dx, dy).
  function step(from, dx, dy) {
    const [x0, y0] = centre(from);
    let best = null;
    let bestScore = Infinity;
    game.items.forEach((item, i) => {
      if (!item.choices.length || i === from || !item.g) return;
      const [x, y] = centre(i);
      const along = (x - x0) * dx + (y - y0) * dy;
      const across = Math.abs((x - x0) * dy) + Math.abs((y - y0) * dx);
      if (along <= 1) return;
      const score = along + 2 * across;
      if (score < bestScore) { bestScore = score; best = i; }
    });
    return best === null ? from : best;
  }

  // The digit `n` typed on the cursor's cell: the item there that takes
  // the state `d{n}`, or on a cell of choices by number, the n-th.
  function typeDigit(n) {
    if (cursor === null) return;
    const named = 'd' + n;
    const [x, y] = centre(cursor);
    const here = game.items.findIndex((item, i) => item.g &&
      item.choices.some((c) => game.board.states[c] === named) && contains(i, x, y));
    if (here >= 0) {
      const state = game.board.states.indexOf(named);
      change(withMark(game.marks, here, stateOf(here) === state ? game.board.start[here] : state));
    } else if (n >= 1 && n <= game.items[cursor].choices.length) {
      change(withMark(game.marks, cursor, game.items[cursor].choices[n - 1]));
    }
  }

  function contains(item, x, y) {
    const b = game.items[item].g.getBBox();
    return x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height;
  }

  function undo() {
    if (!game.undo.length) return;
    game.redo.push(game.marks);
    game.marks = game.undo.pop();
    hint = null;
    game.mistake = null;
    render();
  }

  function redo() {
    if (!game.redo.length) return;
    game.undo.push(game.marks);
    game.marks = game.redo.pop();
    hint = null;
    render();
  }

  // One level more of the hint each time: where to look, which rule and
  // why, what it concludes (with the button to apply it).
  function askHint() {
    const level = hint ? Math.min(hint.level + 1, 3) : 1;
    const found = tryOr(() => ask({ op: 'hint-at', ...position(), level }));
    if (!found) return;
    hint = { ...found, level };
    render();
    const tone = found.wrong ? 'bad' : '';
    say(found.lines, tone);
    $('apply').hidden = !(level === 3 && found.apply.length);
  }

  function applyHint() {
    if (!hint || !hint.apply.length) return;
    let marks = game.marks;
    for (const [item, state] of hint.apply) marks = withMark(marks, item, state);
    $('apply').hidden = true;
    change(marks);
  }

  function check() {
    const checked = tryOr(() => ask({ op: 'check-at', ...position() }));
    if (!checked) return;
    $('back').hidden = true;
    if (checked.no_answer) {
      say('The puzzle has no answer the rules find: ' + checked.no_answer + '.', 'bad');
    } else if (checked.mistake) {
      game.mistake = checked.mistake.items;
      game.firstMistake = checked.mistake.move;
      render();
      say(['Mistake: ' + checked.mistake.mark + ' is wrong (move ' + (checked.mistake.move + 1) + ').',
        'With that mark alone, the rules reach a contradiction: ' + checked.mistake.why + '.'], 'bad');
      $('back').hidden = false;
    } else if (checked.finished) {
      say('Solved: the grid is finished and every mark is right.', 'good');
    } else {
      say('No mistake so far: ' + checked.to_go + ' to go.', 'good');
    }
  }

  function backToBeforeMistake() {
    $('back').hidden = true;
    change(game.marks.slice(0, game.firstMistake));
    say('Back to before the first mistake.', '');
  }

  function solveFromHere() {
    const html = tryOr(() => ask({ op: 'page-at', ...position() }));
    if (!html) return;
    $('solveframe').srcdoc = html;
    $('solvebox').hidden = false;
  }

  function share() {
    const data = JSON.stringify({ k: game.kind, t: game.board.puzzle, m: game.marks });
    const link = location.href.split('#')[0] + '#p=' + encode(data);
    $('link').value = link;
    $('link').hidden = false;
    $('link').select();
  }

  function encode(text) {
    const bytes = new TextEncoder().encode(text);
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  function decode(text) {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  }

  function pasted() {
    const kind = $('kind').value;
    tryOr(() => open(kind, $('paste').value, null, null));
  }

  // A fresh puzzle of the kind, size and grade chosen (Su-Domino-Ku is
  // always 9x9); the page says it is at work first.
  function generated() {
    const kind = $('kind').value;
    const [rows, cols] = kind === 'sudominoku' ? [9, 9] : $('size').value.split('x').map(Number);
    say('Making a puzzle...', '');
    return new Promise((resolve) => setTimeout(() => {
      tryOr(() => {
        const seed = Math.floor(Math.random() * 2 ** 31);
        const grade = $('tier').value;
        const made = ask({ op: 'generate', kind, rows, cols, grade, seed });
        open(kind, made.text, `${kind} ${rows}x${cols}, ${grade} (seed ${seed})`);
      });
      resolve();
    }, 0));
  }

  function onKey(e) {
    if (!game || e.target.closest('textarea, input, select')) return;
    const ctrl = e.ctrlKey || e.metaKey;
    const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (ctrl && e.key.toLowerCase() === 'z') undo();
    else if (ctrl && e.key.toLowerCase() === 'y') redo();
    else if (ctrl) return;
    else if (arrows[e.key]) {
      const first = game.items.findIndex((item) => item.choices.length && item.g);
      cursor = cursor === null ? first : step(cursor, ...arrows[e.key]);
      render();
    } else if ((e.key === ' ' || e.key === 'Enter') && cursor !== null) cycle(cursor, e.shiftKey ? -1 : 1);
    else if ((e.key === 'Backspace' || e.key === 'Delete') && cursor !== null) {
      change(withMark(game.marks, cursor, game.board.start[cursor]));
    } else if (/^[1-9]$/.test(e.key)) typeDigit(Number(e.key));
    else if (e.key === 'h') askHint();
    else if (e.key === 'c') check();
    else return;
    e.preventDefault();
  }

  function setup() {
    $('board').addEventListener('click', (e) => {
      const item = itemAt(e.target);
      if (item === null) return;
      cursor = item;
      cycle(item, e.shiftKey ? -1 : 1);
    });
    $('board').addEventListener('contextmenu', (e) => {
      const item = itemAt(e.target);
      if (item === null) return;
      e.preventDefault();
      cursor = item;
      cycle(item, -1);
    });
    document.addEventListener('keydown', onKey);
    $('undo').onclick = undo;
    $('redo').onclick = redo;
    $('hint').onclick = askHint;
    $('apply').onclick = applyHint;
    $('check').onclick = check;
    $('back').onclick = backToBeforeMistake;
    $('solve').onclick = solveFromHere;
    $('closesolve').onclick = () => { $('solvebox').hidden = true; };
    $('share').onclick = share;
    $('openpaste').onclick = pasted;
    $('generate').onclick = generated;
    $('pick').onchange = () => {
      const p = PUZZLES[Number($('pick').value)];
      tryOr(() => open(p.kind, p.text, p.title, null));
    };
    PUZZLES.forEach((p, k) => $('pick').add(new Option(p.title, String(k))));
    $('pick').hidden = PUZZLES.length < 2;
  }

  // What is opened first: a shared link's grid, else the page's first
  // puzzle, else the puzzle last played here.
  function start() {
    if (params.has('p')) {
      const shared = JSON.parse(decode(params.get('p')));
      return open(shared.k, shared.t, null, shared.m);
    }
    if (PUZZLES.length) return open(PUZZLES[0].kind, PUZZLES[0].text, PUZZLES[0].title, null);
    const last = localStorage.getItem('deduce-play:last');
    if (last) {
      const { kind, text, title } = JSON.parse(last);
      return open(kind, text, title, null);
    }
    say('Paste a puzzle below (judge text, puzz.link URL, Tatham game id, pzprv3), or make one.');
  }

  // The test hook: `#test=ACTIONS&report` runs actions (click:ITEM,
  // rclick:ITEM, key:KEY, hint, apply, check, back, undo, redo, solve,
  // share, reload, generate) and writes what the page then shows into the
  // page.
  async function selfTest() {
    for (const action of (params.get('test') || '').split(',').filter(Boolean)) {
      const [what, arg] = action.split(':');
      const item = Number(arg);
      if (what === 'click' || what === 'rclick') {
        const target = game.items[item].g.querySelector('.hl') || game.items[item].g;
        const r = target.getBoundingClientRect();
        const at = { bubbles: true, clientX: r.x + r.width / 2, clientY: r.y + r.height / 2, button: what === 'click' ? 0 : 2 };
        const hit = document.elementFromPoint(at.clientX, at.clientY) || target;
        hit.dispatchEvent(new MouseEvent(what === 'click' ? 'click' : 'contextmenu', at));
      } else if (what === 'key') {
        const ctrl = arg.startsWith('Ctrl+');
        const key = ctrl ? arg.slice(5) : arg;
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, ctrlKey: ctrl, bubbles: true }));
      } else if (what === 'hint') askHint();
      else if (what === 'apply') applyHint();
      else if (what === 'check') check();
      else if (what === 'back') backToBeforeMistake();
      else if (what === 'undo') undo();
      else if (what === 'redo') redo();
      else if (what === 'solve') solveFromHere();
      else if (what === 'share') share();
      else if (what === 'generate') await generated();
      else if (what === 'reload') {
        const last = JSON.parse(localStorage.getItem('deduce-play:last'));
        open(last.kind, last.text, last.title, null);
      }
    }
    const timing = params.has('bench') ? benchHypothesisHint() : {};
    // What the page shows now; a test driving real input over the
    // DevTools protocol asks for it again after each action.
    window.deduceReport = () => JSON.stringify({
      errors: report.errors, blocked: report.blocked,
      marks: game && game.marks,
      classes: game ? game.items.map((item) => (item.g ? item.g.getAttribute('class') : '')) : [],
      title: $('title').textContent,
      message: $('msg').textContent,
      apply: !$('apply').hidden, back: !$('back').hidden,
      link: $('link').value,
      solve: $('solvebox').hidden ? '' : $('solveframe').srcdoc.length,
      hint: hint && { level: hint.level, read: hint.read, decided: hint.decided, lines: hint.lines, apply: hint.apply },
      ready_ms: window.readyMs,
      engine_ms: window.engineMs,
      source: engine && engine.version().source,
      ...timing,
    });
    const pre = document.createElement('pre');
    pre.id = 'report';
    pre.textContent = window.deduceReport();
    document.body.append(pre);
  }

  // For benches/play_budget.py: played by hints up to the first step that
  // needs a hypothesis (rules alone find nothing), the time of the hint
  // there (the median of three).
  function benchHypothesisHint() {
    for (let k = 0; k < 5000; k++) {
      const found = ask({ op: 'hint-at', ...position(), level: 3 });
      if (found.verdict !== 'next') return { hypothesis: false };
      if (found.lines[0].startsWith('No rule applies')) {
        const times = [0, 1, 2].map(() => {
          const t = performance.now();
          ask({ op: 'hint-at', ...position(), level: 3 });
          return performance.now() - t;
        }).sort((a, b) => a - b);
        return { hypothesis: true, marks_before: game.marks.length, hint_ms: times[1] };
      }
      let marks = game.marks;
      for (const [item, state] of found.apply) marks = withMark(marks, item, state);
      game.marks = marks;
    }
    return { hypothesis: false };
  }

  try {
    setup();
    const t0 = performance.now();
    engine = await deduceFromDeflated($('engine').textContent.trim());
    window.engineMs = performance.now() - t0;
    start();
  } catch (e) {
    report.errors.push(String(e && e.stack || e));
    say('The page could not start: ' + (e.message || e), 'bad');
  }
  // From the navigation's start: reading the page, the engine, the grid.
  window.readyMs = performance.now();
  if (params.has('report')) await selfTest();
})();
