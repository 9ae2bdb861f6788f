#!/usr/bin/env node
/**
 * Writes the site's illustrations as deterministic SVG files (plain Node, no dependencies).
 *
 *   node packages/content/scripts/generate-artwork.mjs
 *
 * It reads the content modules in ../src, finds every image they reference
 * (`/images/<folder>/<file>.svg`, plus the neighborhood and city images built from slugs) and
 * draws one picture per file under ../public/images/<folder>/. The picture is chosen from the
 * item's own words (title, location, description): a Spanish Revival in Laguna gets red tile and
 * an ocean; a Craftsman in Pasadena gets a porch and mountains. A seeded random generator per
 * file varies the rest (time of day, palms, colors), so every run gives the same bytes.
 *
 * Scenes are 1200x800 (properties, hot listings, neighborhoods, cities, attractions);
 * portraits are 400x400 (agents, testimonial clients). Every file has role="img" and a <title>,
 * and stays under 12 KB. Files in those folders that nothing references any more are removed.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(root, 'src');
const outDir = join(root, 'public', 'images');
const FOLDERS = ['properties', 'hot-listings', 'neighborhoods', 'cities', 'attractions', 'agents', 'testimonials'];
const PORTRAITS = new Set(['agents', 'testimonials']);
const MAX_BYTES = 12 * 1024;

// ---------------------------------------------------------------------------------------------
// Randomness and small helpers

function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function rng(seedText) {
  let a = hash(seedText);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

const r = (n) => Math.round(n);
const r1 = (n) => Math.round(n * 10) / 10;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return '#' + pa.map((v, i) => r(v + (pb[i] - v) * t).toString(16).padStart(2, '0')).join('');
}

const humanize = (file) => file.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

// ---------------------------------------------------------------------------------------------
// Finding what to draw

/** Every referenced image with a title and some words describing it. */
function collectImages() {
  const items = new Map();
  const add = (path, title, words) => {
    if (!items.has(path)) items.set(path, { path, title, words: words.toLowerCase() });
  };
  const files = readdirSync(srcDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    const text = readFileSync(join(srcDir, file), 'utf8');
    // Images built from slugs: image('irvine') / cityImage('irvine') next to `name: '…', slug: '…'`.
    const folder = file === 'neighborhoods.ts' ? 'neighborhoods' : file === 'cities.ts' ? 'cities' : null;
    if (folder) {
      for (const m of text.matchAll(/name: '([^']+)',\s*slug: '([a-z0-9-]+)'/g)) {
        add(`/images/${folder}/${m[2]}.svg`, m[1], `${m[1]} ${m[2]}`);
      }
    }
    for (const m of text.matchAll(/'(\/images\/([a-z-]+)\/([a-z0-9-]+)\.svg)'/g)) {
      const [, path, dir, name] = m;
      const key = dir === 'agents' ? 'name' : dir === 'testimonials' ? 'clientName' : 'title';
      const before = text.slice(Math.max(0, m.index - 1500), m.index);
      const labels = [...before.matchAll(new RegExp(`\\b${key}: '([^']+)'`, 'g'))];
      const label = labels.at(-1);
      const title = label ? label[1] : humanize(name);
      // Words of this record: from its label to the end of the object.
      const start = label ? m.index - (before.length - label.index) : m.index;
      const end = text.indexOf('\n  }', m.index);
      const record = text.slice(start, end === -1 ? m.index + 600 : Math.min(end, m.index + 1200));
      add(path, title, record);
    }
  }
  return [...items.values()].filter((it) => FOLDERS.includes(it.path.split('/')[2]));
}

// ---------------------------------------------------------------------------------------------
// Palettes

const PALETTE = {
  sand: '#e9dcc7',
  sandDeep: '#d9c3a0',
  seaGlass: '#9cc9bf',
  sea: '#5f9ea6',
  navy: '#1f3350',
  terracotta: '#c96f4a',
  sage: '#a7b79a',
  cream: '#f7f1e6',
};

const SKIES = {
  dawn: { top: '#b9c9df', mid: '#f0cfc4', low: '#f8e5d0', sun: '#fde4c4', sunY: 0.62, glow: 0.55, night: 0 },
  day: { top: '#8fbad3', mid: '#c9e0e8', low: '#f1eadb', sun: '#fff8e6', sunY: 0.22, glow: 0.35, night: 0 },
  golden: { top: '#7d9fb8', mid: '#eec39b', low: '#f7dcbc', sun: '#ffd79b', sunY: 0.5, glow: 0.7, night: 0 },
  dusk: { top: '#22324f', mid: '#6c5a7c', low: '#e59b7b', sun: '#f7b386', sunY: 0.7, glow: 0.6, night: 1 },
};

const WALLS = {
  modern: ['#f4f1ea', '#e7e2d8', '#d8d6d0', '#ede4d3'],
  spanish: ['#f5efe3', '#efe3cf', '#f3e8dc'],
  craftsman: ['#7f9384', '#5d6f7d', '#9a8f74', '#4c5f6b', '#8a6f5a'],
  cottage: ['#eef0ec', '#dfe7e6', '#f2ece1'],
};

// ---------------------------------------------------------------------------------------------
// Scene parts (1200 x 800)

const W = 1200;
const H = 800;

function ridge(rand, y0, amp, color, opacity, seg = 12) {
  const f1 = rand.range(0.004, 0.009);
  const f2 = rand.range(0.012, 0.02);
  const p1 = rand.range(0, 6);
  const p2 = rand.range(0, 6);
  let d = `M0 ${H}`;
  for (let i = 0; i <= seg; i++) {
    const x = (W / seg) * i;
    const y = y0 - amp * (0.6 * Math.sin(x * f1 + p1) + 0.4 * Math.sin(x * f2 + p2));
    d += ` L${r(x)} ${r(y)}`;
  }
  return `<path d="${d} L${W} ${H}Z" fill="${color}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

function palm(rand, x, base, height, color, lean) {
  const topX = x + lean;
  const topY = base - height;
  const w = Math.max(5, height / 26);
  let s = `<path d="M${r(x - w)} ${base} Q${r(x + lean * 0.2)} ${r(base - height * 0.5)} ${r(topX - w * 0.4)} ${r(topY)} L${r(topX + w * 0.4)} ${r(topY)} Q${r(x + lean * 0.2 + w * 1.4)} ${r(base - height * 0.5)} ${r(x + w)} ${base}Z" fill="${color}"/>`;
  const n = rand.int(7, 9);
  const len = height * rand.range(0.36, 0.44);
  let fronds = '';
  for (let i = 0; i < n; i++) {
    const a = -Math.PI + (Math.PI * 2 * i) / n + rand.range(-0.2, 0.2);
    const droop = Math.sin(a) > -0.2 ? 0.5 : 0.15;
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.45 + len * droop;
    const cx = topX + Math.cos(a) * len * 0.55;
    const cy = topY - len * 0.28 + Math.sin(a) * len * 0.2;
    const t = len * 0.09;
    fronds += `M${r(topX)} ${r(topY)}Q${r(cx)} ${r(cy - t)} ${r(ex)} ${r(ey)}Q${r(cx)} ${r(cy + t)} ${r(topX)} ${r(topY)}`;
  }
  s += `<path d="${fronds}" fill="${color}"/>`;
  return s;
}

function tree(rand, x, base, size, color) {
  const trunk = `<rect x="${r(x - size * 0.06)}" y="${r(base - size * 0.55)}" width="${r(size * 0.12)}" height="${r(size * 0.55)}" fill="${mix(color, '#000000', 0.3)}"/>`;
  let crown = '';
  for (let i = 0; i < 4; i++) {
    crown += `<circle cx="${r(x + rand.range(-0.35, 0.35) * size)}" cy="${r(base - size * rand.range(0.7, 1.05))}" r="${r(size * rand.range(0.28, 0.4))}"/>`;
  }
  return `${trunk}<g fill="${color}">${crown}</g>`;
}

function shrubs(rand, x0, x1, base, color) {
  let s = '';
  for (let x = x0; x < x1; x += rand.range(26, 46)) {
    s += `<ellipse cx="${r(x)}" cy="${r(base - 6)}" rx="${r(rand.range(18, 30))}" ry="${r(rand.range(12, 20))}"/>`;
  }
  return `<g fill="${color}">${s}</g>`;
}

function clouds(rand, sky) {
  let s = '';
  const n = rand.int(2, 4);
  for (let i = 0; i < n; i++) {
    const x = rand.range(60, W - 200);
    const y = rand.range(70, 260);
    const w = rand.range(120, 240);
    s += `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(w)}" ry="${r(w * 0.12)}"/><ellipse cx="${r(x + w * 0.25)}" cy="${r(y - w * 0.07)}" rx="${r(w * 0.45)}" ry="${r(w * 0.11)}"/>`;
  }
  return `<g fill="#ffffff" opacity="${sky.night ? 0.12 : 0.45}">${s}</g>`;
}

/** A window: glass that reflects the sky by day and glows warm at dusk. */
function win(x, y, w, h, sky, frame, opts = {}) {
  const lit = sky.night ? 'url(#lit)' : 'url(#glass)';
  let s = opts.arch
    ? `<path d="M${r(x)} ${r(y + h)}V${r(y + w / 2)}A${r(w / 2)} ${r(w / 2)} 0 0 1 ${r(x + w)} ${r(y + w / 2)}V${r(y + h)}Z" fill="${lit}" stroke="${frame}" stroke-width="4"/>`
    : `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${lit}" stroke="${frame}" stroke-width="4"/>`;
  const cols = opts.cols ?? 0;
  for (let i = 1; i <= cols; i++) s += `<path d="M${r(x + (w * i) / (cols + 1))} ${r(y + (opts.arch ? w / 2 : 0))}V${r(y + h)}" stroke="${frame}" stroke-width="3"/>`;
  if (opts.rail) s += `<path d="M${r(x)} ${r(y + h * 0.55)}H${r(x + w)}" stroke="${frame}" stroke-width="3"/>`;
  return s;
}

function houseModern(rand, cx, base, sky) {
  const wall = rand.pick(WALLS.modern);
  const dark = mix(PALETTE.navy, '#000000', 0.2);
  const w1 = rand.range(380, 460);
  const h1 = rand.range(120, 140);
  const w2 = rand.range(250, 310);
  const h2 = rand.range(100, 118);
  const x1 = cx - w1 / 2;
  const off = rand.pick([-1, 1]) * rand.range(40, 90);
  const x2 = cx - w2 / 2 + off;
  const y1 = base - h1;
  const y2 = y1 - h2;
  const wood = rand.pick(['#a8754f', '#8c6244', '#b98b62']);
  let s = `<rect x="${r(x1)}" y="${r(y1)}" width="${r(w1)}" height="${r(h1)}" fill="${wall}"/>`;
  s += `<rect x="${r(x2)}" y="${r(y2)}" width="${r(w2)}" height="${r(h2)}" fill="${mix(wall, '#ffffff', 0.3)}"/>`;
  s += `<rect x="${r(x2 - 16)}" y="${r(y2 - 10)}" width="${r(w2 + 32)}" height="10" fill="${dark}"/>`;
  s += `<rect x="${r(x1 - 14)}" y="${r(y1 - 9)}" width="${r(w1 + 28)}" height="9" fill="${dark}"/>`;
  // Wood-slat panel and big glass.
  const slatX = off > 0 ? x1 + 18 : x1 + w1 - 108;
  s += `<rect x="${r(slatX)}" y="${r(y1 + 16)}" width="90" height="${r(h1 - 16)}" fill="${wood}"/>`;
  let slats = '';
  for (let i = 1; i < 9; i++) slats += `M${r(slatX + i * 10)} ${r(y1 + 16)}V${base}`;
  s += `<path d="${slats}" stroke="${mix(wood, '#000000', 0.25)}" stroke-width="2"/>`;
  const gx = off > 0 ? x1 + 130 : x1 + 24;
  s += win(gx, y1 + 22, w1 - 170, h1 - 22, sky, dark, { cols: 3 });
  s += win(x2 + 22, y2 + 18, w2 - 44, h2 - 34, sky, dark, { cols: 2 });
  s += `<path d="M${r(x2 + 10)} ${r(y1 - 30)}H${r(x2 + w2 - 10)}" stroke="${dark}" stroke-width="3" opacity="0.8"/>`;
  return s;
}

function houseSpanish(rand, cx, base, sky) {
  const wall = rand.pick(WALLS.spanish);
  const tile = rand.pick(['#c4653f', '#b85a3a', '#cf7650']);
  const frame = rand.pick(['#3e3a36', '#2f3f4f', '#5a3b2a']);
  const w = rand.range(380, 440);
  const h = rand.range(130, 150);
  const x = cx - w / 2;
  const y = base - h;
  const overhang = 22;
  const roofH = rand.range(46, 60);
  let s = `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${wall}"/>`;
  s += `<path d="M${r(x - overhang)} ${r(y)}L${r(x + 70)} ${r(y - roofH)}H${r(x + w - 70)}L${r(x + w + overhang)} ${r(y)}Z" fill="${tile}"/>`;
  let lines = '';
  for (let i = 1; i < 4; i++) {
    const yy = y - (roofH * i) / 4;
    const inset = ((92 - overhang) * i) / 4;
    lines += `M${r(x - overhang + inset)} ${r(yy)}H${r(x + w + overhang - inset)}`;
  }
  s += `<path d="${lines}" stroke="${mix(tile, '#000000', 0.22)}" stroke-width="3"/>`;
  // A tower on one side.
  if (rand.chance(0.6)) {
    const tw = 110;
    const tx = rand.chance(0.5) ? x + 20 : x + w - tw - 20;
    const th = rand.range(80, 100);
    s += `<rect x="${r(tx)}" y="${r(y - th)}" width="${tw}" height="${r(th + 4)}" fill="${mix(wall, '#ffffff', 0.25)}"/>`;
    s += `<path d="M${r(tx - 12)} ${r(y - th)}L${r(tx + tw / 2)} ${r(y - th - 44)}L${r(tx + tw + 12)} ${r(y - th)}Z" fill="${tile}"/>`;
    s += win(tx + 36, y - th + 18, 38, 52, sky, frame, { arch: true });
  }
  // Arched door and windows.
  const doorX = cx - 32 + rand.range(-80, 80);
  s += `<path d="M${r(doorX)} ${base}V${r(base - 60)}A32 32 0 0 1 ${r(doorX + 64)} ${r(base - 60)}V${base}Z" fill="${mix(frame, '#8a5a3c', 0.6)}"/>`;
  const n = 3;
  for (let i = 0; i < n; i++) {
    const wx = x + 40 + i * ((w - 140) / (n - 1));
    if (Math.abs(wx + 25 - (doorX + 32)) < 70) continue;
    s += win(wx, y + 32, 52, 78, sky, frame, { arch: true, cols: 1 });
  }
  s += `<rect x="${r(x)}" y="${r(base - 8)}" width="${r(w)}" height="8" fill="${mix(wall, '#000000', 0.08)}"/>`;
  return s;
}

function houseCraftsman(rand, cx, base, sky) {
  const wall = rand.pick(WALLS.craftsman);
  const trim = '#f4efe4';
  const roof = rand.pick(['#3d3a37', '#4a4038', '#34404a']);
  const w = rand.range(380, 430);
  const h = rand.range(130, 150);
  const x = cx - w / 2;
  const y = base - h;
  const roofH = rand.range(70, 90);
  let s = `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${wall}"/>`;
  let siding = '';
  for (let yy = y + 14; yy < base; yy += 14) siding += `M${r(x)} ${r(yy)}H${r(x + w)}`;
  s += `<path d="${siding}" stroke="${mix(wall, '#000000', 0.12)}" stroke-width="2"/>`;
  s += `<path d="M${r(x - 34)} ${r(y + 6)}L${r(cx)} ${r(y - roofH)}L${r(x + w + 34)} ${r(y + 6)}Z" fill="${roof}"/>`;
  s += `<path d="M${r(x - 34)} ${r(y + 6)}L${r(cx)} ${r(y - roofH)}L${r(x + w + 34)} ${r(y + 6)}" fill="none" stroke="${trim}" stroke-width="6"/>`;
  // Gable window.
  s += win(cx - 34, y - roofH * 0.55, 68, 36, sky, trim, { cols: 2 });
  // Porch roof and tapered columns on stone piers.
  const px = x + 20;
  const pw = w - 40;
  s += `<path d="M${r(px - 10)} ${r(y + 40)}L${r(px + 20)} ${r(y + 14)}H${r(px + pw - 20)}L${r(px + pw + 10)} ${r(y + 40)}Z" fill="${roof}"/>`;
  s += `<rect x="${r(px - 10)}" y="${r(y + 40)}" width="${r(pw + 20)}" height="8" fill="${trim}"/>`;
  for (const cxCol of [px + 12, cx, px + pw - 12]) {
    s += `<path d="M${r(cxCol - 9)} ${r(y + 48)}H${r(cxCol + 9)}L${r(cxCol + 14)} ${r(base - 36)}H${r(cxCol - 14)}Z" fill="${trim}"/>`;
    s += `<rect x="${r(cxCol - 18)}" y="${r(base - 36)}" width="36" height="36" fill="#9c9487"/>`;
  }
  s += win(px + 40, y + 66, 96, 58, sky, trim, { cols: 1, rail: true });
  s += win(px + pw - 136, y + 66, 96, 58, sky, trim, { cols: 1, rail: true });
  s += `<rect x="${r(cx + 24)}" y="${r(base - 82)}" width="34" height="82" fill="${mix(roof, '#8a5a3c', 0.5)}"/>`;
  return s;
}

function houseCottage(rand, cx, base, sky) {
  const wall = rand.pick(WALLS.cottage);
  const roof = rand.pick(['#6f7f86', '#5a6670', '#7e6b5e']);
  const trim = '#ffffff';
  const w = rand.range(300, 340);
  const h = rand.range(120, 135);
  const x = cx - w / 2;
  const y = base - h;
  const roofH = rand.range(110, 130);
  let s = `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${wall}"/>`;
  let battens = '';
  for (let xx = x + 16; xx < x + w; xx += 16) battens += `M${r(xx)} ${r(y)}V${base}`;
  s += `<path d="${battens}" stroke="${mix(wall, '#000000', 0.08)}" stroke-width="2"/>`;
  s += `<path d="M${r(x - 24)} ${r(y + 10)}L${r(cx)} ${r(y - roofH)}L${r(x + w + 24)} ${r(y + 10)}Z" fill="${roof}"/>`;
  let shingles = '';
  for (let i = 1; i < 6; i++) {
    const yy = y + 10 - ((roofH + 10) * i) / 6;
    const half = ((w / 2 + 24) * (6 - i)) / 6;
    shingles += `M${r(cx - half)} ${r(yy)}H${r(cx + half)}`;
  }
  s += `<path d="${shingles}" stroke="${mix(roof, '#000000', 0.2)}" stroke-width="2"/>`;
  s += win(cx - 26, y - roofH * 0.5, 52, 44, sky, trim, { cols: 1 });
  s += win(x + 30, y + 34, 70, 62, sky, trim, { cols: 1, rail: true });
  s += win(x + w - 100, y + 34, 70, 62, sky, trim, { cols: 1, rail: true });
  s += `<rect x="${r(x + 30)}" y="${r(y + 98)}" width="70" height="12" fill="${PALETTE.terracotta}"/>`;
  s += `<rect x="${r(cx - 22)}" y="${r(base - 78)}" width="44" height="78" fill="${rand.pick([PALETTE.sea, PALETTE.navy, '#b5654a'])}"/>`;
  s += `<path d="M${r(cx - 22)} ${r(base - 40)}H${r(cx + 22)}" stroke="${trim}" stroke-width="3"/>`;
  return s;
}

function houseMidcentury(rand, cx, base, sky) {
  const wall = rand.pick(['#efe6d6', '#e3ddd1', '#d7c6a8']);
  const beam = rand.pick(['#6b4a33', '#2f3f4f', '#5b4636']);
  const accent = rand.pick([PALETTE.terracotta, '#d9a441', PALETTE.sea]);
  const w = rand.range(460, 520);
  const h = rand.range(110, 125);
  const x = cx - w / 2;
  const y = base - h;
  let s = `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${wall}"/>`;
  // Low-slope roof with a deep overhang.
  s += `<path d="M${r(x - 50)} ${r(y - 4)}L${r(x + w + 60)} ${r(y - 26)}V${r(y - 12)}L${r(x - 50)} ${r(y + 10)}Z" fill="${beam}"/>`;
  s += win(x + 20, y + 28, w * 0.55, h - 28, sky, beam, { cols: 4 });
  s += `<rect x="${r(x + w * 0.62)}" y="${r(y + 28)}" width="${r(w * 0.12)}" height="${r(h - 28)}" fill="${accent}"/>`;
  // Breeze-block screen.
  const bx = x + w * 0.78;
  let blocks = '';
  for (let yy = y + 30; yy < base - 10; yy += 22) for (let xx = bx; xx < x + w - 14; xx += 22) blocks += `<circle cx="${r(xx + 8)}" cy="${r(yy + 8)}" r="6"/>`;
  s += `<g fill="${mix(wall, '#000000', 0.15)}">${blocks}</g>`;
  // Clerestory strip.
  s += `<rect x="${r(x + 20)}" y="${r(y + 6)}" width="${r(w - 40)}" height="12" fill="${sky.night ? '#f6c987' : '#cfe3ea'}" opacity="0.9"/>`;
  return s;
}

function townhomes(rand, cx, base, sky) {
  const n = 3;
  const uw = rand.range(140, 160);
  const x0 = cx - (uw * n) / 2;
  const colors = [rand.pick(WALLS.modern), rand.pick(['#e6d3bd', '#d6dfdc', '#efe3cf']), rand.pick(WALLS.modern)];
  const dark = PALETTE.navy;
  let s = '';
  for (let i = 0; i < n; i++) {
    const h = rand.range(230, 280);
    const x = x0 + i * uw;
    const y = base - h;
    s += `<rect x="${r(x)}" y="${r(y)}" width="${r(uw + 1)}" height="${r(h)}" fill="${colors[i]}"/>`;
    s += `<rect x="${r(x - 6)}" y="${r(y - 8)}" width="${r(uw + 12)}" height="8" fill="${dark}"/>`;
    s += win(x + 22, y + 26, uw - 44, 70, sky, dark, { cols: 1 });
    s += win(x + 22, y + 122, uw - 44, 60, sky, dark, { cols: 1 });
    s += `<path d="M${r(x + 14)} ${r(y + 100)}H${r(x + uw - 14)}M${r(x + 14)} ${r(y + 86)}H${r(x + uw - 14)}" stroke="${dark}" stroke-width="3"/>`;
    s += `<rect x="${r(x + uw / 2 - 18)}" y="${r(base - 64)}" width="36" height="64" fill="${mix(dark, PALETTE.terracotta, 0.4)}"/>`;
  }
  return s;
}

const HOUSES = {
  modern: houseModern,
  spanish: houseSpanish,
  craftsman: houseCraftsman,
  cottage: houseCottage,
  midcentury: houseMidcentury,
  townhome: townhomes,
};

function houseStyle(words, rand) {
  if (/mid-century|post-and-beam/.test(words)) return 'midcentury';
  if (/townhome|condo|duplex|triplex/.test(words)) return 'townhome';
  if (/spanish|mediterranean|colonial|revival|villa/.test(words)) return 'spanish';
  if (/cottage/.test(words)) return 'cottage';
  if (/craftsman|bungalow|farmhouse|ranch|traditional/.test(words)) return 'craftsman';
  if (/modern|contemporary|glass/.test(words)) return 'modern';
  return rand.pick(['modern', 'spanish', 'craftsman']);
}

const COASTAL =
  /\b(bay|bayfront|harbor|harbour|ocean|oceanfront|beach|sand|coast|coastal|isle|island|cove|pier|surf|laguna|newport|dana point|dana-point|san clemente|san-clemente|huntington|manhattan|santa monica|santa-monica|capistrano|corona del mar|crystal|heisler)\b/;

/** A small house for town panoramas. */
function miniHouse(rand, x, base, s, sky, tileRoofs) {
  const w = 84 * s;
  const tall = rand.chance(0.35);
  const h = (tall ? 72 : 46) * s;
  const wall = rand.pick(tileRoofs ? ['#f5efe3', '#efe3cf', '#f3e8dc', '#e9dcc7'] : ['#f4f1ea', '#e6d3bd', '#d6dfdc', '#b9c4bb', '#efe3cf']);
  const roof = tileRoofs ? rand.pick(['#c4653f', '#b85a3a', '#cf7650']) : rand.pick(['#4a4038', '#5a6670', '#c4653f', '#34404a']);
  const flat = rand.chance(tileRoofs ? 0.2 : 0.35);
  const top = base - h;
  let out = `<rect x="${r(x)}" y="${r(top)}" width="${r(w)}" height="${r(h + 40)}" fill="${wall}"/>`;
  out += flat
    ? `<rect x="${r(x - 5 * s)}" y="${r(top - 6 * s)}" width="${r(w + 10 * s)}" height="${r(6 * s)}" fill="${PALETTE.navy}"/>`
    : `<path d="M${r(x - 8 * s)} ${r(top)}L${r(x + w / 2)} ${r(top - 28 * s)}L${r(x + w + 8 * s)} ${r(top)}Z" fill="${roof}"/>`;
  const glow = sky.night ? '#f6c987' : mix(PALETTE.navy, '#8fbad3', 0.55);
  let wins = '';
  for (let row = 0; row < (tall ? 2 : 1); row++) {
    const wy = top + (12 + row * 28) * s;
    wins += `M${r(x + 12 * s)} ${r(wy)}h${r(18 * s)}v${r(16 * s)}h${-r(18 * s)}ZM${r(x + w - 30 * s)} ${r(wy)}h${r(18 * s)}v${r(16 * s)}h${-r(18 * s)}Z`;
  }
  out += `<path d="${wins}" fill="${glow}"/>`;
  return out;
}

function pier(x0, x1, y, color) {
  let legs = '';
  for (let x = x0 + 10; x < x1; x += 34) legs += `M${r(x)} ${r(y)}V${r(y + 34)}`;
  return `<rect x="${r(x0)}" y="${r(y - 8)}" width="${r(x1 - x0)}" height="9" fill="${color}"/><path d="${legs}" stroke="${color}" stroke-width="5"/><rect x="${r(x1 - 60)}" y="${r(y - 30)}" width="50" height="22" fill="${color}"/>`;
}

function ferris(cx, cy, rad, color) {
  let spokes = '';
  for (let i = 0; i < 12; i++) {
    const a = (Math.PI * 2 * i) / 12;
    spokes += `M${cx} ${cy}L${r(cx + Math.cos(a) * rad)} ${r(cy + Math.sin(a) * rad)}`;
  }
  return `<g stroke="${color}" fill="none"><circle cx="${cx}" cy="${cy}" r="${rad}" stroke-width="5"/><path d="${spokes}" stroke-width="2"/><path d="M${r(cx - rad * 0.6)} ${r(cy + rad + 40)}L${cx} ${cy}L${r(cx + rad * 0.6)} ${r(cy + rad + 40)}" stroke-width="6"/></g>`;
}

function sailboat(x, y, s, hull, sail) {
  return `<path d="M${r(x - 26 * s)} ${r(y)}H${r(x + 30 * s)}L${r(x + 20 * s)} ${r(y + 9 * s)}H${r(x - 18 * s)}Z" fill="${hull}"/><path d="M${r(x)} ${r(y - 4 * s)}V${r(y - 62 * s)}L${r(x + 26 * s)} ${r(y - 6 * s)}Z" fill="${sail}"/><path d="M${r(x - 3 * s)} ${r(y - 52 * s)}L${r(x - 22 * s)} ${r(y - 6 * s)}H${r(x - 3 * s)}Z" fill="${sail}" opacity="0.85"/>`;
}

function balloon(x, y) {
  return `<path d="M${x} ${y + 58}V${y + 170}" stroke="#5b6470" stroke-width="1.5"/><circle cx="${x}" cy="${y}" r="44" fill="#e98a3b"/><path d="M${x - 44} ${y}A44 14 0 0 0 ${x + 44} ${y}" fill="none" stroke="#c86a26" stroke-width="3"/><rect x="${x - 12}" y="${y + 46}" width="24" height="14" fill="#6b4a33"/>`;
}

/** Sky, sun, far hills, water and ground shared by every scene. */
function backdrop(rand, sky, { coastal, mountains, horizon }) {
  const defs = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="0.55" stop-color="${sky.mid}"/><stop offset="1" stop-color="${sky.low}"/></linearGradient><radialGradient id="sun"><stop offset="0" stop-color="${sky.sun}" stop-opacity="${sky.glow}"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(PALETTE.seaGlass, sky.mid, 0.35)}"/><stop offset="1" stop-color="${sky.night ? PALETTE.navy : PALETTE.sea}"/></linearGradient><linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dcebf0"/><stop offset="0.5" stop-color="#9fc3cf"/><stop offset="1" stop-color="#5f8796"/></linearGradient><linearGradient id="lit" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe2a8"/><stop offset="1" stop-color="#f2a65e"/></linearGradient><radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="${PALETTE.navy}" stop-opacity="0"/><stop offset="1" stop-color="${PALETTE.navy}" stop-opacity="0.28"/></radialGradient></defs>`;
  let s = `${defs}<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  const sunX = rand.range(200, 1000);
  const sunY = horizon - (horizon - 60) * (1 - sky.sunY) - 20;
  s += `<circle cx="${r(sunX)}" cy="${r(sunY)}" r="260" fill="url(#sun)"/><circle cx="${r(sunX)}" cy="${r(sunY)}" r="${sky.night ? 34 : 44}" fill="${sky.sun}"/>`;
  if (sky.night) {
    let stars = '';
    for (let i = 0; i < 18; i++) stars += `<circle cx="${r(rand.range(0, W))}" cy="${r(rand.range(20, 220))}" r="${r1(rand.range(0.8, 2))}"/>`;
    s += `<g fill="#ffffff" opacity="0.7">${stars}</g>`;
  }
  s += clouds(rand, sky);
  const haze = sky.night ? mix(sky.mid, PALETTE.navy, 0.45) : mix(sky.mid, PALETTE.navy, 0.25);
  if (mountains) s += ridge(rand, horizon - 150, 90, mix(haze, PALETTE.navy, 0.1), 0.8, 10);
  s += ridge(rand, horizon - 60, 45, haze, 0.85);
  s += ridge(rand, horizon - 20, 30, mix(haze, sky.night ? PALETTE.navy : PALETTE.sage, 0.45), 1);
  if (coastal) {
    s += `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>`;
    let shimmer = '';
    for (let i = 0; i < 14; i++) {
      const y = horizon + 8 + i * 9 + rand.range(0, 6);
      const x = sunX + rand.range(-180, 180);
      shimmer += `<rect x="${r(x - 40)}" y="${r(y)}" width="${r(rand.range(40, 120))}" height="2"/>`;
    }
    s += `<g fill="${sky.sun}" opacity="0.55">${shimmer}</g>`;
  }
  return s;
}

/** A headland dropping into the sea on one side of the picture. */
function headland(rand, horizon, color, left) {
  const w = rand.range(300, 420);
  const top = horizon - rand.range(70, 120);
  const x0 = left ? 0 : W;
  const dir = left ? 1 : -1;
  const d = `M${x0} ${r(horizon + 90)}V${r(top)}C${r(x0 + dir * w * 0.4)} ${r(top - 10)} ${r(x0 + dir * w * 0.7)} ${r(top + 20)} ${r(x0 + dir * w)} ${r(horizon + 40)}L${r(x0 + dir * (w + 30))} ${r(horizon + 90)}Z`;
  let rocks = '';
  for (let i = 0; i < 3; i++) rocks += `<ellipse cx="${r(x0 + dir * (w + 40 + i * 46))}" cy="${r(horizon + 70 + i * 6)}" rx="${r(rand.range(10, 22))}" ry="8"/>`;
  return `<path d="${d}" fill="${color}"/><g fill="${mix(color, '#000000', 0.15)}">${rocks}</g>`;
}

function pool(cx, y, night) {
  return `<path d="M${r(cx - 150)} ${r(y)}H${r(cx + 150)}L${r(cx + 190)} ${r(y + 46)}H${r(cx - 190)}Z" fill="${night ? '#3b8ea0' : '#7fd0d4'}" stroke="#f4efe4" stroke-width="6"/><path d="M${r(cx - 110)} ${r(y + 18)}H${r(cx - 40)}M${r(cx + 20)} ${r(y + 30)}H${r(cx + 110)}" stroke="#ffffff" stroke-width="2" opacity="0.6"/>`;
}

function sceneSvg(item, folder) {
  const rand = rng(item.path);
  const words = `${item.title.toLowerCase()} ${item.words}`;
  const listing = folder === 'properties' || folder === 'hot-listings';
  const label = listing ? `${item.title} ${item.words.match(/location: '([^']+)'/)?.[1] ?? ''}`.toLowerCase() : words;
  const lake = /\b(lake|lakeside|reservoir)\b|silver-lake|mission-viejo/.test(label);
  const coastal = COASTAL.test(label) && !/\blake\b/.test(label);
  const mountains = /pasadena|los feliz|los-feliz|yorba|anaheim|fullerton|canyon|hills|mission viejo|mission-viejo/.test(words) || rand.chance(0.35);
  const sky = SKIES[rand.pick(['dawn', 'day', 'day', 'golden', 'golden', 'dusk'])];
  const horizon = rand.range(430, 470);
  const night = sky.night === 1;
  const silhouette = night ? '#1a2438' : mix(PALETTE.navy, '#2f4a3a', 0.35);
  const green = night ? '#2e3d33' : '#6f8f6a';
  let s = backdrop(rand, sky, { coastal, mountains, horizon });
  if (coastal && /laguna|crystal|heisler|cove|dana point|dana-point|headland|bluff|canyon|top of the world/.test(words)) {
    s += headland(rand, horizon, night ? '#3c4a45' : mix(PALETTE.sage, '#8a7a5e', 0.35), rand.chance(0.5));
  }

  if (listing) {
    if (!coastal) s += ridge(rand, horizon + 40, 26, mix(PALETTE.sage, night ? PALETTE.navy : '#7f9a78', 0.4), 1, 8);
    if (lake) s += `<ellipse cx="${r(rand.range(300, 900))}" cy="${r(horizon + 58)}" rx="520" ry="34" fill="url(#sea)"/>`;
    const groundTop = coastal ? horizon + rand.range(110, 140) : horizon + 70;
    const ground = coastal ? (night ? '#b8a58a' : PALETTE.sand) : night ? '#55624f' : mix(PALETTE.sage, '#c9c29a', 0.35);
    s += `<path d="M0 ${r(groundTop)}Q${W / 2} ${r(groundTop - 26)} ${W} ${r(groundTop)}V${H}H0Z" fill="${ground}"/>`;
    const base = r(rand.range(650, 668));
    const cx = r(rand.range(540, 660));
    s += palm(rand, rand.range(900, 1010), base - 30, rand.range(320, 400), silhouette, rand.range(-40, 30));
    s += `<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="${coastal ? mix(PALETTE.sand, '#ffffff', 0.2) : mix(PALETTE.sage, '#6f8f63', 0.4)}"/>`;
    const k = 1.32;
    s += `<g transform="translate(${cx} ${base}) scale(${k}) translate(${-cx} ${-base})">${HOUSES[houseStyle(words, rand)](rand, cx, base, sky)}</g>`;
    s += shrubs(rand, cx - 330, cx - 90, base + 4, green);
    s += shrubs(rand, cx + 140, cx + 340, base + 4, night ? '#2e3d33' : '#7d9a72');
    if (/\bpool\b/.test(words)) s += pool(cx + 250, base + 44, night);
    s += `<path d="M${cx - 34} ${base}L${cx - 100} ${H}H${cx + 100}L${cx + 34} ${base}Z" fill="${mix(PALETTE.sandDeep, '#ffffff', 0.35)}"/>`;
    s += palm(rand, rand.range(110, 230), H - 10, rand.range(440, 540), silhouette, rand.range(-20, 60));
    if (rand.chance(0.55)) s += palm(rand, rand.range(1080, 1170), H, rand.range(480, 580), silhouette, rand.range(-70, -20));
  } else {
    // Town, neighborhood and landmark panoramas: the town climbs a hillside in the foreground.
    const tileRoofs = coastal || /spanish|san clemente|pasadena|mission/.test(words);
    if (lake && !coastal) s += `<ellipse cx="${W / 2}" cy="${r(horizon + 60)}" rx="560" ry="54" fill="url(#sea)"/>`;
    if (coastal && /pier|huntington|manhattan|san clemente|san-clemente|santa monica|santa-monica|newport/.test(words)) {
      const px = rand.chance(0.5) ? 660 : 60;
      s += pier(px, px + 480, horizon + 40, silhouette);
      if (/santa monica|santa-monica|balboa|fun zone/.test(words)) s += ferris(r(px + 380), r(horizon - 60), 70, silhouette);
    }
    if (coastal && /harbor|harbour|dana point|dana-point|balboa|marina|newport|bay/.test(words)) {
      for (let i = 0; i < 4; i++) s += sailboat(rand.range(140, 1060), horizon + rand.range(34, 90), rand.range(0.7, 1.1), night ? '#e9dcc7' : '#ffffff', night ? '#c9bfae' : '#fbf7ef');
    }
    if (/irvine|great park/.test(words)) s += balloon(r(rand.range(820, 1000)), r(horizon - 230));
    const parkish = /park|trail|garden|canyon|preserve|wilderness/.test(item.title.toLowerCase());
    const hill = (y0, amp, ph) => (x) => y0 + amp * Math.sin(x * 0.005 + ph);
    const layers = [
      { y: coastal ? horizon + 120 : lake ? horizon + 135 : horizon + 80, scale: 0.75, fill: coastal ? mix(PALETTE.sage, PALETTE.sand, 0.45) : mix(PALETTE.sage, '#9db08f', 0.5) },
      { y: coastal ? horizon + 210 : horizon + 190, scale: 1.15, fill: coastal ? mix(PALETTE.sage, PALETTE.sand, 0.25) : mix(PALETTE.sage, '#7f9a74', 0.5) },
    ];
    for (const [i, layer] of layers.entries()) {
      const y = hill(layer.y, 18 + i * 8, rand.range(0, 6));
      let d = `M0 ${H}`;
      for (let x = 0; x <= W; x += 100) d += `L${x} ${r(y(x))}`;
      s += `<path d="${d}L${W} ${H}Z" fill="${night ? mix(layer.fill, PALETTE.navy, 0.55) : layer.fill}"/>`;
      if (parkish && i === 1) break;
      const step = () => rand.range(120, 190) * layer.scale;
      for (let x = rand.range(-10, 60); x < W - 20; x += step()) {
        if (rand.chance(0.28)) {
          s += tree(rand, x + 30 * layer.scale, y(x) + 12 * layer.scale, 70 * layer.scale, rand.pick([green, night ? '#34463a' : '#87a07a']));
          continue;
        }
        s += miniHouse(rand, x, y(x + 40 * layer.scale) + 8, layer.scale, sky, tileRoofs);
      }
    }
    if (parkish) for (let i = 0; i < 5; i++) s += tree(rand, rand.range(80, 1120), rand.range(H - 150, H - 40), rand.range(110, 170), night ? '#2e3d33' : rand.pick(['#6f8f6a', '#5d7d5f', '#87a07a']));
    s += `<path d="M0 ${H - 60}Q${W / 2} ${H - 100} ${W} ${H - 50}V${H}H0Z" fill="${coastal ? mix(PALETTE.sand, '#ffffff', 0.15) : mix(PALETTE.sage, '#6f8f63', 0.5)}"/>`;
    const rowPalms = /beverly|flats|palm/.test(words);
    const nPalms = rowPalms ? 7 : rand.int(2, 4);
    for (let i = 0; i < nPalms; i++) {
      const x = rowPalms ? 90 + i * 170 + rand.range(-20, 20) : i % 2 ? rand.range(900, 1160) : rand.range(40, 300);
      s += palm(rand, x, H - 20, rowPalms ? rand.range(430, 520) : rand.range(320, 520), silhouette, rand.range(-40, 40));
    }
  }
  s += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return wrap(W, H, item.title, s);
}

// ---------------------------------------------------------------------------------------------
// Portraits (400 x 400)

const FEMININE = new Set(['margaret', 'sofia', 'rachel', 'hannah', 'priya', 'grace', 'alejandra', 'catherine', 'nadia', 'linda', 'maria', 'emily', 'sarah', 'olivia']);
const SKIN = ['#f4d9c6', '#eac4a6', '#dcaa86', '#c98f68', '#ad7450', '#8d5b3d', '#6f4630'];
const HAIR = ['#2a2220', '#3b2a21', '#553a29', '#7d5c40', '#a97f56', '#d2b48a', '#a3a3a8', '#1d1d26'];
const BACKS = [
  ['#e8efe9', '#bcd8d0'],
  ['#f3e9dc', '#e2cdb0'],
  ['#e6ecf3', '#c3d3e3'],
  ['#f5e6e0', '#e5c3b5'],
  ['#eef0e4', '#cfd8bf'],
];
const SUITS = ['#1f3350', '#2d3e4f', '#4a4f57', '#6b4a3a', '#3d5a5a', '#7b2f36'];
const CASUAL = ['#9cc9bf', '#c96f4a', '#e0c9a6', '#5f7f9a', '#8a9a6e', '#d9a441', '#b7a2c9', '#f1ece2'];

/** One head-and-shoulders figure drawn in a 400x400 box, placed by `transform`. */
function bust(rand, transform, first, formal) {
  const feminine = FEMININE.has(first);
  const skin = rand.pick(SKIN);
  const hair = rand.pick(HAIR.slice(0, feminine ? 7 : 8));
  const shade = mix(skin, '#5a3a2a', 0.22);
  const top = formal ? rand.pick(SUITS) : rand.pick(CASUAL);
  const style = feminine ? rand.pick(['long', 'bob', 'bun', 'wavy']) : rand.pick(['short', 'side', 'curly', 'crop']);
  let s = '';
  // Hair that falls behind the shoulders.
  if (style === 'long') s += `<path d="M138 176C124 240 126 300 134 336H266C274 300 276 240 262 176Z" fill="${mix(hair, '#000000', 0.12)}"/>`;
  if (style === 'wavy') s += `<path d="M138 176C116 232 142 272 122 334H278C258 272 284 232 262 176Z" fill="${mix(hair, '#000000', 0.12)}"/>`;
  if (style === 'bob') s += `<path d="M138 170C126 226 128 258 146 268H254C272 258 274 226 262 170Z" fill="${mix(hair, '#000000', 0.12)}"/>`;
  if (style === 'bun') s += `<circle cx="200" cy="104" r="28" fill="${hair}"/>`;
  // Neck, shoulders and clothing.
  s += `<path d="M176 236H224L228 300Q200 322 172 300Z" fill="${shade}"/>`;
  s += `<path d="M48 400C52 330 100 302 168 292Q200 318 232 292C300 302 348 330 352 400Z" fill="${top}"/>`;
  if (formal) {
    const shirt = rand.pick(['#f7f4ee', '#dfe9f1', '#f3e6dc']);
    const lapel = mix(top, '#000000', 0.28);
    s += `<path d="M168 292Q200 318 232 292L214 400H186Z" fill="${shirt}"/>`;
    s += `<path d="M166 293L198 378L180 400H150L138 322ZM234 293L202 378L220 400H250L262 322Z" fill="${lapel}"/>`;
    s += `<path d="M166 293L198 378M234 293L202 378" stroke="${mix(top, '#ffffff', 0.15)}" stroke-width="2"/>`;
  } else {
    s += `<path d="M170 296Q200 326 230 296" fill="none" stroke="${mix(top, '#000000', 0.22)}" stroke-width="7" stroke-linecap="round"/>`;
  }
  // Ears, head and a soft shadow under the chin.
  s += `<ellipse cx="200" cy="256" rx="24" ry="12" fill="${mix(shade, '#000000', 0.12)}"/>`;
  s += `<ellipse cx="140" cy="198" rx="10" ry="15" fill="${shade}"/><ellipse cx="260" cy="198" rx="10" ry="15" fill="${shade}"/>`;
  s += `<ellipse cx="200" cy="188" rx="60" ry="74" fill="${skin}"/>`;
  // Hair on top of the head.
  if (style === 'short' || style === 'crop') {
    const line = style === 'crop' ? 142 : 150;
    s += `<path d="M140 196C132 140 162 108 200 108C238 108 268 140 260 196C258 172 250 158 240 ${line}C214 ${line + 8} 182 ${line + 6} 158 ${line - 2}C148 160 142 176 140 196Z" fill="${hair}"/>`;
  } else if (style === 'side') {
    s += `<path d="M140 198C130 140 160 104 204 104C246 104 272 142 260 198C258 170 248 150 228 144C196 136 166 148 150 166C144 176 141 186 140 198Z" fill="${hair}"/>`;
  } else if (style === 'curly') {
    let curls = `<path d="M140 196C132 140 162 110 200 110C238 110 268 140 260 196C250 160 150 160 140 196Z"/>`;
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (1.08 + (0.84 * i) / 8);
      curls += `<circle cx="${r(200 + Math.cos(a) * 56)}" cy="${r(176 + Math.sin(a) * 62)}" r="${rand.int(19, 24)}"/>`;
    }
    s += `<g fill="${hair}">${curls}</g>`;
  } else {
    s += `<path d="M138 206C126 138 160 102 200 102C242 102 274 138 262 206C258 170 242 140 208 134C194 152 166 164 146 170C142 182 139 192 138 206Z" fill="${hair}"/>`;
  }
  return transform ? `<g transform="${transform}">${s}</g>` : s;
}

function portraitSvg(item, folder) {
  const rand = rng(item.path);
  const [c1, c2] = rand.pick(BACKS);
  const people = item.title.split(/\s+and\s+/i).map((p) => p.trim().split(/\s+/)[0].toLowerCase());
  const formal = folder === 'agents';
  let s = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>`;
  s += `<rect width="400" height="400" fill="url(#bg)"/><circle cx="200" cy="190" r="150" fill="#ffffff" opacity="0.35"/>`;
  if (people.length > 1) {
    // A couple: the second person slightly behind and to the right.
    s += bust(rand, 'translate(122 64) scale(0.84)', people[1], formal);
    s += bust(rand, 'translate(-28 40) scale(0.9)', people[0], formal);
  } else {
    s += bust(rand, '', people[0], formal);
  }
  return wrap(400, 400, `Portrait of ${item.title}`, s);
}

// ---------------------------------------------------------------------------------------------

function wrap(w, h, title, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="t"><title id="t">${esc(title)}</title>${body}</svg>\n`;
}

function main() {
  const items = collectImages();
  const written = new Set();
  let largest = 0;
  for (const item of items) {
    const [, , folder, file] = item.path.split('/');
    const svg = PORTRAITS.has(folder) ? portraitSvg(item, folder) : sceneSvg(item, folder);
    const bytes = Buffer.byteLength(svg);
    if (bytes > MAX_BYTES) throw new Error(`${item.path} is ${bytes} bytes (limit ${MAX_BYTES})`);
    largest = Math.max(largest, bytes);
    const dir = join(outDir, folder);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, file), svg);
    written.add(`${folder}/${file}`);
  }
  let removed = 0;
  for (const folder of FOLDERS) {
    let files = [];
    try {
      files = readdirSync(join(outDir, folder));
    } catch {
      continue;
    }
    for (const file of files) {
      if (file.endsWith('.svg') && !written.has(`${folder}/${file}`)) {
        rmSync(join(outDir, folder, file));
        removed++;
      }
    }
  }
  console.log(`generate-artwork: wrote ${written.size} SVG files (largest ${largest} bytes), removed ${removed} stale.`);
}

main();
