// Reads apps/*/dist*, prints the markdown size table. Run after the builds in measure.sh.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { execSync } from "node:child_process";
import { SPANISH_PROBE } from "./messages.mjs";

const gz = (f) => Number(execSync(`gzip -9 -c '${f}' | wc -c`).toString().trim());
const ver = (p) => JSON.parse(readFileSync(`node_modules/${p}/package.json`, "utf8")).version;
const has = (files, s) => files.some((f) => readFileSync(f, "utf8").includes(s));

function analyse(dist) {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, "utf8"));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const en = new Set();
  const walk = (k) => { const c = manifest[k]; if (en.has(`${dist}/${c.file}`)) return; en.add(`${dist}/${c.file}`); (c.imports ?? []).forEach(walk); };
  walk(entryKey);
  const all = readdirSync(`${dist}/assets`).filter((f) => f.endsWith(".js")).map((f) => `${dist}/assets/${f}`);
  const extra = all.filter((f) => !en.has(f)); // only dynamic chunk(s) in these apps = the Spanish catalog
  const enFiles = [...en];
  return { enFiles, extra, enGz: enFiles.reduce((s, f) => s + gz(f), 0), esGz: extra.reduce((s, f) => s + gz(f), 0) };
}

const plRoot = "apps/paraglide-perlocale/dist/__paraglide";
const plDir = (l) => existsSync(plRoot) ? `${plRoot}/${readdirSync(plRoot).find((d) => d.startsWith(l + "-"))}` : "missing";
const base = analyse("apps/baseline/dist");
const rows = [
  ["Baseline (hard-coded English)", "apps/baseline/dist", `react ${ver("react")}, react-dom ${ver("react-dom")}, vite ${ver("vite")}`],
  ["Own typed catalogs (no library)", "apps/own/dist", `— (TypeScript ${ver("typescript")})`],
  ["Lingui (macro + .po via @lingui/vite-plugin)", "apps/lingui/dist", `@lingui/core ${ver("@lingui/core")}, @lingui/react ${ver("@lingui/react")}, @lingui/vite-plugin ${ver("@lingui/vite-plugin")}`],
  ["Paraglide JS (default message-modules)", "apps/paraglide/dist", `@inlang/paraglide-js ${ver("@inlang/paraglide-js")}`],
  ["Paraglide JS, experimentalPerLocaleBuild (one bundle per locale)", plDir("en"), `@inlang/paraglide-js ${ver("@inlang/paraglide-js")}`, plDir("es")],
  ["react-intl, ICU strings (runtime parse)", "apps/intl-icu/dist", `react-intl ${ver("react-intl")}`],
  ["react-intl, precompiled AST + no-parser alias", "apps/intl-ast/dist", `react-intl ${ver("react-intl")}, @formatjs/cli ${ver("@formatjs/cli")}`],
];
const out = [];
out.push("| Approach | Versions | English page JS gzip (B) | Δ vs baseline (B) | Spanish page extra gzip (B) | Spanish text in English bundle? | ICU parser shipped? |");
out.push("|---|---|---:|---:|---:|---|---|");
for (const [label, dist, versions, esDist] of rows) {
  if (!existsSync(dist)) { out.push(`| ${label} | ${versions} | not built | | | | |`); continue; }
  const a = analyse(dist);
  let es;
  if (esDist) { const b = analyse(esDist); es = `0 extra, but a separate es bundle (${b.enGz} B, +${b.enGz - base.enGz} vs baseline) replaces the en one`; }
  else es = a.extra.length ? `${a.esGz} (${a.extra.length} chunk)` : "0 (no chunk; es already in entry)";
  const spanish = has(a.enFiles, SPANISH_PROBE) ? `**yes** ("${SPANISH_PROBE}" found)` : "no";
  const parser = has([...a.enFiles, ...a.extra], "EXPECT_ARGUMENT_CLOSING_BRACE") ? "**yes** (@formatjs/icu-messageformat-parser)" : "no";
  out.push(`| ${label} | ${versions} | ${a.enGz} | ${label.startsWith("Baseline") ? "0" : "+" + (a.enGz - base.enGz)} | ${label.startsWith("Baseline") ? "—" : es} | ${spanish} | ${parser} |`);
}
console.log(out.join("\n"));
