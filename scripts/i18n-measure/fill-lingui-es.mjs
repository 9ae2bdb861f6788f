// Fills msgstr in apps/lingui/src/locales/es.po from messages.mjs (after `lingui extract`).
import { readFileSync, writeFileSync } from "node:fs";
import { plain, param, plural } from "./messages.mjs";
const map = new Map();
for (const m of [...plain, ...param]) map.set(m[1], m[2]);
for (const m of plural) map.set(`{count, plural, one {${m[1]}} other {${m[2]}}}`, `{count, plural, one {${m[3]}} other {${m[4]}}}`);
const file = "apps/lingui/src/locales/es.po";
let n = 0;
const out = readFileSync(file, "utf8").replace(/msgid "(.+)"\nmsgstr ""/g, (all, id) => {
  const es = map.get(JSON.parse(`"${id}"`));
  if (!es) throw new Error("no Spanish for " + id);
  n++;
  return `msgid "${id}"\nmsgstr ${JSON.stringify(es)}`;
});
writeFileSync(file, out);
console.log(`filled ${n} Spanish entries`);
