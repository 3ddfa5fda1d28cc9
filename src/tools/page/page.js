'use strict';
// The step-through page: one solve (or several, for a batch), stepped
// through on the grid. The grid's items change class as the page steps:
// `s-<state>` from the diffs of the steps before, and `r-read` /
// `r-decided` for what the current step read and decided. Everything is
// in this file and the data beside it: nothing is fetched.
(function () {
  const report = { errors: [], blocked: [], ms: [] };
  window.addEventListener('error', (e) => report.errors.push(String(e.message)));
  document.addEventListener('securitypolicyviolation', (e) =>
    report.blocked.push(e.blockedURI + ' (' + e.violatedDirective + ')'));
  const consoleError = console.error.bind(console);
  console.error = (...args) => { report.errors.push(args.join(' ')); consoleError(...args); };

  const data = JSON.parse(document.getElementById('data').textContent);
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.hash.slice(1));

  let puzzle = 0;
  let doc = null;
  // The items of the grid shown, and the class each has now.
  let items = [];
  let classes = [];
  // Where the page is: the main line, then one frame per case stepped
  // into. `i` counts the steps taken in the frame's list (0: none yet).
  let frames = [];
  const hint = { on: false, level: 0 };

  function frame() { return frames[frames.length - 1]; }
  // The ways a rule's step tried are cases with no sub-steps: the page
  // shows one after another.
  function isWays(sub) { return sub.kind === 'ways'; }
  // Forcing and ways number their cases in a step's label.
  function numbered(sub) { return sub.kind === 'forcing' || isWays(sub); }
  function current() { const f = frame(); return f.i > 0 ? f.steps[f.i - 1] : null; }
  // The step frame `d` was stepped into from.
  function parentStep(d) { const p = frames[d - 1]; return p.steps[p.i - 1]; }

  function applyDiff(st, d) { for (let k = 0; k < d.length; k += 2) st[d[k]] = d[k + 1]; }
  function applyStep(st, step) { applyDiff(st, step.d); }

  // The items' states where the page is: the main line up to the step
  // stepped into, each case's assumption and sub-steps after it.
  function states() {
    const st = doc.start.slice();
    frames.forEach((f, depth) => {
      if (f.kase) applyDiff(st, f.kase.a);
      const inner = depth + 1 < frames.length;
      let upto = inner ? f.i - 1 : f.i;
      if (!inner && hint.on && hint.level < 2 && f.i > 0) upto = f.i - 1;
      for (let k = 0; k < upto; k++) applyStep(st, f.steps[k]);
    });
    return st;
  }

  function roles() {
    const f = frame();
    const step = current();
    let read = [];
    let decided = [];
    if (step) {
      if (!hint.on || hint.level >= 1) read = step.rd;
      if (!hint.on || hint.level >= 2) decided = step.dc;
    } else if (f.kase) {
      decided = f.kase.ai;
      // A way is read beside the givens and marks its step read.
      if (isWays(f.sub)) read = parentStep(frames.length - 1).rd;
    }
    if (f.kase && f.i === f.steps.length && f.sub.br) read = read.concat(f.sub.br);
    return { read, decided };
  }

  function label() {
    let text = String(frames[0].i);
    for (let d = 1; d < frames.length; d++) {
      const f = frames[d];
      if (numbered(f.sub)) text += '.' + (f.c + 1);
      if (!isWays(f.sub)) text += '.' + f.i;
    }
    return text;
  }

  function render() {
    const t0 = performance.now();
    const st = states();
    const { read, decided } = roles();
    const role = new Array(items.length).fill('');
    read.forEach((k) => { role[k] = ' r-read'; });
    decided.forEach((k) => { role[k] = ' r-decided'; });
    for (let k = 0; k < items.length; k++) {
      const cls = 's-' + data.states[st[k]] + role[k];
      if (classes[k] !== cls) { items[k].setAttribute('class', cls); classes[k] = cls; }
    }
    panel();
    report.ms.push(performance.now() - t0);
    try { history.replaceState(null, '', '#' + hashText()); } catch (e) { /* file:// may refuse */ }
  }

  function hashText() {
    const h = new URLSearchParams();
    h.set('step', label());
    if (puzzle > 0) h.set('puzzle', String(puzzle + 1));
    return h.toString().replace(/%2E/g, '.');
  }

  function text(id, value) { $(id).textContent = value; }

  function panel() {
    const f = frame();
    const step = current();
    const depth = frames.length - 1;
    const total = frames[0].steps.length;
    const board = $('board');
    board.className = 'board depth-' + Math.min(depth, 3);
    if (depth === 0) {
      text('counter', 'Step ' + f.i + ' of ' + total);
      text('ctx', '');
    } else if (isWays(f.sub)) {
      const parent = parentStep(depth);
      text('counter', 'Step ' + parent.n + ' — way ' + (f.c + 1) + ' of ' + f.sub.cases.length + ' that ' + parent.rule + ' tried');
      text('ctx', 'Way ' + (f.c + 1) + ': ' + f.kase.assume);
    } else {
      const parent = parentStep(depth);
      const kase = f.sub.cases.length > 1 ? ' (case ' + (f.c + 1) + ' of ' + f.sub.cases.length + ')' : '';
      text('counter', 'Step ' + (step ? step.n : parent.n + '.0') + ' — ' + f.i + ' of ' + f.steps.length +
        ' inside ' + f.sub.kind + ' #' + parent.n + kase);
      text('ctx', 'Depth ' + depth + ': assume ' + f.kase.assume);
    }
    const rule = $('rule');
    if (step) {
      rule.textContent = step.rule;
      rule.dataset.rule = step.rule;
      rule.hidden = false;
      const more = !hint.on || hint.level >= 1;
      text('summary', data.rules[step.rule] ? data.rules[step.rule].summary : '');
      text('place', more ? '@ ' + step.at : '');
      text('why', more ? (step.why || '') : '');
      text('fx', !hint.on || hint.level >= 2 ? (step.fx.length ? '⇒ ' + step.fx.join(', ') : '') : '');
      $('into').hidden = !step.sub;
      $('into').textContent = step.sub && isWays(step.sub) ? 'ways \u25BC' : 'into \u25BC';
    } else {
      rule.hidden = true;
      text('summary', depth === 0 ? 'The puzzle as given.'
        : isWays(f.sub) ? 'One of the ways the rule found possible; \u2192 shows the next.'
          : 'The assumption, before any sub-step.');
      text('place', ''); text('why', ''); text('fx', '');
      $('into').hidden = true;
    }
    // How the assumption ends, once its (last) case is stepped through.
    const last = depth > 0 && f.i === f.steps.length && f.c === f.sub.cases.length - 1;
    const end = last ? f.sub.end : '';
    text('end', end);
    $('end').className = end.startsWith('contradiction') ? 'end bad' : 'end';
    text('hintstate', hint.on ? 'hint mode: press Space to reveal (' + ['rule', 'place', 'effects'][hint.level] + ' shown)' : '');
    $('out').hidden = depth === 0;
    const slider = $('slider');
    slider.value = String(frames[0].i);
    const list = $('list');
    const was = list.querySelector('.here');
    if (was) was.classList.remove('here');
    const here = list.children[frames[0].i - 1];
    if (here) {
      here.classList.add('here');
      // Scroll the list alone, never the page.
      const top = here.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
      if (top < list.scrollTop) list.scrollTop = top;
      else if (top + here.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + here.offsetHeight - list.clientHeight;
    }
  }

  function next() {
    const f = frame();
    if (hint.on && depth() === 0) { hint.level = 0; }
    if (f.i < f.steps.length) { f.i++; return; }
    if (f.kase && f.c + 1 < f.sub.cases.length) { enterCase(f, f.c + 1, 0); return; }
    if (frames.length > 1) frames.pop();
  }
  function prev() {
    const f = frame();
    if (hint.on && depth() === 0) { hint.level = 0; }
    if (f.i > 0) { f.i--; return; }
    if (f.kase && f.c > 0) { enterCase(f, f.c - 1, f.sub.cases[f.c - 1].steps.length); return; }
    if (frames.length > 1) frames.pop();
  }
  function depth() { return frames.length - 1; }
  function enterCase(f, c, i) { f.c = c; f.kase = f.sub.cases[c]; f.steps = f.kase.steps; f.i = i; }
  function into() {
    const step = current();
    if (!step || !step.sub) return false;
    const f = { sub: step.sub };
    enterCase(f, 0, 0);
    frames.push(f);
    return true;
  }
  function out() { if (frames.length > 1) frames.pop(); }

  function go(path) {
    // `path`: the numbers of a label, `12`, `12.3`, `12.1.3`.
    frames = [{ steps: doc.steps, i: 0 }];
    const nums = path.split('.').map((x) => parseInt(x, 10));
    if (nums.some((x) => isNaN(x))) return;
    frames[0].i = Math.max(0, Math.min(nums[0], doc.steps.length));
    let k = 1;
    while (k < nums.length) {
      if (!into()) break;
      const f = frame();
      if (numbered(f.sub)) {
        enterCase(f, Math.max(0, Math.min(nums[k] - 1, f.sub.cases.length - 1)), 0);
        k++;
      }
      if (isWays(f.sub)) break;
      if (k < nums.length) f.i = Math.max(0, Math.min(nums[k], f.steps.length));
      k++;
    }
  }

  function key(e) {
    if (e.target && e.target.tagName === 'SELECT') return;
    const f = frame();
    switch (e.key) {
      case 'ArrowRight': next(); break;
      case 'ArrowLeft': prev(); break;
      case 'Home': f.i = 0; break;
      case 'End': f.i = f.steps.length; break;
      case 'ArrowDown': case 'Enter': into(); break;
      case 'ArrowUp': case 'Escape': if (!$('rulebox').hidden) { $('rulebox').hidden = true; } else { out(); } break;
      case 'h': hint.on = !hint.on; hint.level = 0; break;
      case ' ': if (hint.on) { if (hint.level < 2) { hint.level++; } else { next(); } } else { next(); } break;
      default: return;
    }
    e.preventDefault();
    render();
  }

  function showRule(id) {
    const rule = data.rules[id];
    if (!rule) return;
    $('rulebody').innerHTML = rule.html;
    $('rulebox').hidden = false;
  }

  function load(p) {
    puzzle = p;
    doc = data.puzzles[p];
    const board = $('board');
    board.replaceChildren(document.getElementById('svg' + p).content.cloneNode(true));
    items = [];
    board.querySelectorAll('g[id]').forEach((g) => { items[parseInt(g.id.slice(1), 10)] = g; });
    classes = items.map(() => '');
    frames = [{ steps: doc.steps, i: 0 }];
    text('title', doc.title);
    text('grade', doc.outcome + '; ' + doc.grade);
    const slider = $('slider');
    slider.max = String(doc.steps.length);
    const list = $('list');
    list.replaceChildren();
    const counts = {};
    doc.steps.forEach((s, k) => {
      const li = document.createElement('li');
      li.textContent = '#' + s.n + ' ' + s.rule + ' @ ' + s.at;
      li.dataset.rule = s.rule;
      li.addEventListener('click', () => { frames = [{ steps: doc.steps, i: k + 1 }]; render(); });
      list.appendChild(li);
      counts[s.rule] = (counts[s.rule] || 0) + 1;
    });
    const filter = $('filter');
    filter.replaceChildren(new Option('every rule (' + doc.steps.length + ' steps)', ''));
    Object.keys(counts).sort().forEach((r) => filter.appendChild(new Option(r + ' (' + counts[r] + ')', r)));
  }

  function setup() {
    const pick = $('pick');
    data.puzzles.forEach((d, k) => pick.appendChild(new Option(d.title, String(k))));
    pick.hidden = data.puzzles.length < 2;
    pick.addEventListener('change', () => { load(parseInt(pick.value, 10)); render(); });
    $('filter').addEventListener('change', () => {
      const r = $('filter').value;
      for (const li of $('list').children) li.hidden = r !== '' && li.dataset.rule !== r;
    });
    $('slider').addEventListener('input', () => { frames = [{ steps: doc.steps, i: parseInt($('slider').value, 10) }]; render(); });
    $('prev').addEventListener('click', () => { prev(); render(); });
    $('next').addEventListener('click', () => { next(); render(); });
    $('into').addEventListener('click', () => { into(); render(); });
    $('out').addEventListener('click', () => { out(); render(); });
    $('hint').addEventListener('click', () => { hint.on = !hint.on; hint.level = 0; render(); });
    $('rule').addEventListener('click', (e) => { e.preventDefault(); showRule(e.target.dataset.rule); });
    $('close').addEventListener('click', () => { $('rulebox').hidden = true; });
    document.addEventListener('keydown', key);
    const p = Math.max(0, Math.min((parseInt(params.get('puzzle'), 10) || 1) - 1, data.puzzles.length - 1));
    pick.value = String(p);
    load(p);
    if (params.has('step')) go(params.get('step'));
    render();
  }

  // For the browser tests: keys pressed, then what the page shows.
  function selfTest() {
    const keys = (params.get('keys') || '').split(',').filter((k) => k);
    const names = { Right: 'ArrowRight', Left: 'ArrowLeft', Down: 'ArrowDown', Up: 'ArrowUp', Space: ' ' };
    keys.forEach((k) => document.dispatchEvent(new KeyboardEvent('keydown', { key: names[k] || k, bubbles: true })));
    if (params.has('bench')) {
      frames = [{ steps: doc.steps, i: 0 }];
      report.ms = [];
      for (let k = 0; k < doc.steps.length; k++) { next(); render(); }
    }
    const ids = (cls) => Array.from(document.querySelectorAll('#board g.' + cls)).map((g) => g.id).sort();
    const counts = {};
    classes.forEach((c) => { const s = c.split(' ')[0]; counts[s] = (counts[s] || 0) + 1; });
    const ms = report.ms;
    const out = {
      puzzle, label: label(), counter: $('counter').textContent, depth: depth(),
      rule: current() ? current().rule : null, end: $('end').textContent, ctx: $('ctx').textContent,
      read: ids('r-read'), decided: ids('r-decided'), states: counts, classes,
      hintstate: $('hintstate').textContent, place: $('place').textContent, fx: $('fx').textContent,
      errors: report.errors, blocked: report.blocked,
      renders: ms.length, msMean: ms.reduce((a, b) => a + b, 0) / Math.max(ms.length, 1), msMax: Math.max(0, ...ms),
      bytes: document.documentElement.outerHTML.length,
    };
    const pre = document.createElement('pre');
    pre.id = 'report';
    pre.textContent = JSON.stringify(out);
    document.body.appendChild(pre);
  }

  try { setup(); } catch (e) { report.errors.push(String(e && e.stack || e)); }
  if (params.has('report')) selfTest();
})();
