// Generates every tiny app under apps/ from messages.mjs. Run: node gen.mjs
import { mkdirSync, writeFileSync, rmSync } from "node:fs";
import { plain, param, plural } from "./messages.mjs";

const J = JSON.stringify;
const tpl = (s, v) => "`" + s.replace(/\{(\w+)\}/g, "${" + v + ".$1}") + "`";
const tplPlain = (s) => "`" + s.replace(/\{(\w+)\}/g, "${$1}") + "`";

function write(app, files) {
  const dir = `apps/${app}`;
  rmSync(dir, { recursive: true, force: true });
  for (const [p, c] of Object.entries(files)) {
    mkdirSync(`${dir}/${p}`.replace(/\/[^/]+$/, ""), { recursive: true });
    writeFileSync(`${dir}/${p}`, c.replace(/^\n/, ""));
  }
}
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>i18n</title></head>
<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n`;
const tsconfig = J({ compilerOptions: { target: "ES2022", module: "ESNext", moduleResolution: "bundler", jsx: "react-jsx",
  strict: true, noEmit: true, skipLibCheck: true, resolveJsonModule: true, lib: ["ES2022", "DOM"], types: [] },
  include: ["src"] }, null, 2);
const viteCfg = (imports = "", plugins = "react()", extra = "") => `
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
${imports}
export default defineConfig({
  plugins: [${plugins}],
  build: { manifest: true, modulePreload: { polyfill: false } },${extra}
});
`;
const LANG = `const lang: "en" | "es" = new URLSearchParams(location.search).get("lang") === "es" ? "es" : "en";`;
// App component skeleton: `items` is a list of JSX expressions
const app = (imports, hook, items) => `
import { useState } from "react";
${imports}
export function App() {
  const [count, setCount] = useState(1);
  const [name] = useState(() => location.hash.slice(1) || "Ana");
${hook}
  return (
    <main>
      <button onClick={() => setCount(count + 1)}>+</button>
      <ul>
${items.map((i) => `        <li>${i}</li>`).join("\n")}
      </ul>
    </main>
  );
}
`;
const common = (extraFiles) => ({ "index.html": html, "tsconfig.json": tsconfig, ...extraFiles });
// Paraglide emits JS + JSDoc types, so tsc needs allowJs
const tsconfigJs = tsconfig.replace('"strict": true,', '"strict": true,\n    "allowJs": true,');

// ---------- 0. baseline: hard-coded English ----------
write("baseline", common({
  "vite.config.ts": viteCfg(),
  "src/App.tsx": app("", "", [
    ...plain.map(([, en]) => `{${J(en)}}`),
    ...param.map(([, en]) => `{${tplPlain(en)}}`),
    ...plural.map(([, one, other]) => `{count === 1 ? ${J(one)} : ${tplPlain(other.replace("#", "{count}"))}}`),
  ]),
  "src/main.tsx": `
import { createRoot } from "react-dom/client";
import { App } from "./App";
createRoot(document.getElementById("root")!).render(<App />);
`,
}));

// ---------- 4. own typed catalogs ----------
const ownMsgs = (lang, typed) => {
  const idx = lang === "en" ? 1 : 2;
  const lines = [
    ...plain.map((m) => `  ${m[0]}: ${J(m[idx])},`),
    ...param.map((m) => `  ${m[0]}: (p${typed ? ": { name: string }" : ""}) => ${tpl(m[idx], "p")},`),
    ...plural.map((m) => {
      const [one, other] = lang === "en" ? [m[1], m[2]] : [m[3], m[4]];
      return `  ${m[0]}: (p${typed ? ": { count: number }" : ""}) => (p.count === 1 ? ${J(one)} : ${tpl(other.replace("#", "{count}"), "p")}),`;
    }),
  ];
  return lines.join("\n");
};
write("own", common({
  "vite.config.ts": viteCfg(),
  "src/App.messages.ts": `// English source catalog, lives next to the component\nexport const en = {\n${ownMsgs("en", true)}\n};\nexport type Messages = typeof en;\n`,
  "src/App.messages.es.ts": `import type { Messages } from "./App.messages";\n\nexport const es = {\n${ownMsgs("es", false)}\n} satisfies Messages;\n`,
  "src/i18n.tsx": `
import { createContext, useContext, type ReactNode } from "react";
import { en, type Messages } from "./App.messages";

const MessagesContext = createContext<Messages>(en);

export function MessagesProvider(props: { messages: Messages; children: ReactNode }) {
  return <MessagesContext.Provider value={props.messages}>{props.children}</MessagesContext.Provider>;
}

export function useMessages(): Messages {
  return useContext(MessagesContext);
}

export async function loadMessages(lang: "en" | "es"): Promise<Messages> {
  if (lang === "es") return (await import("./App.messages.es")).es;
  return en;
}
`,
  "src/App.tsx": app(`import { useMessages } from "./i18n";`, "  const m = useMessages();", [
    ...plain.map(([k]) => `{m.${k}}`),
    ...param.map(([k]) => `{m.${k}({ name })}`),
    ...plural.map(([k]) => `{m.${k}({ count })}`),
  ]),
  "src/main.tsx": `
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { MessagesProvider, loadMessages } from "./i18n";
${LANG}
loadMessages(lang).then((messages) => {
  createRoot(document.getElementById("root")!).render(<MessagesProvider messages={messages}><App /></MessagesProvider>);
});
`,
}));

// ---------- 1. Lingui ----------
write("lingui", common({
  "vite.config.ts": viteCfg(`import babel from "@rolldown/plugin-babel";\nimport { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";`,
    `babel({ presets: [linguiTransformerBabelPreset()] }), react(), lingui({ failOnMissing: process.env.LINGUI_STRICT === "1" })`),
  "lingui.config.ts": `
import { defineConfig } from "@lingui/conf";
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  catalogs: [{ path: "<rootDir>/src/locales/{locale}", include: ["<rootDir>/src"] }],
});
`,
  "src/po.d.ts": `declare module "*.po" {\n  import type { Messages } from "@lingui/core";\n  export const messages: Messages;\n}\n`,
  "src/App.tsx": app(`import { Trans, Plural } from "@lingui/react/macro";`, "", [
    ...plain.map(([, en]) => `<Trans>${en}</Trans>`),
    ...param.map(([, en]) => `<Trans>${en}</Trans>`),
    ...plural.map(([, one, other]) => `<Plural value={count} one=${J(one)} other=${J(other)} />`),
  ]),
  "src/main.tsx": `
import { createRoot } from "react-dom/client";
import { i18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { messages as en } from "./locales/en.po";
import { App } from "./App";
${LANG}
async function boot() {
  const messages: Messages = lang === "es" ? (await import("./locales/es.po")).messages : en;
  i18n.loadAndActivate({ locale: lang, messages });
  createRoot(document.getElementById("root")!).render(<I18nProvider i18n={i18n}><App /></I18nProvider>);
}
boot();
`,
}));

// ---------- 2. Paraglide ----------
const pgMsgs = (lang) => {
  const o = { $schema: "https://inlang.com/schema/inlang-message-format" };
  const i = lang === "en" ? 1 : 2;
  for (const m of [...plain, ...param]) o[m[0]] = m[i];
  for (const m of plural) {
    const [one, other] = lang === "en" ? [m[1], m[2]] : [m[3], m[4]];
    o[m[0]] = [{ declarations: ["input count", "local countPlural = count: plural"], selectors: ["countPlural"],
      match: { "countPlural=one": one, "countPlural=other": other.replace("#", "{count}") } }];
  }
  return J(o, null, 2) + "\n";
};
const pgSettings = J({ $schema: "https://inlang.com/schema/project-settings", baseLocale: "en", locales: ["en", "es"],
  // local copy of the plugin (the default CDN URL is not reachable here)
  modules: ["../../node_modules/@inlang/plugin-message-format/dist/index.js"],
  "plugin.inlang.messageFormat": { pathPattern: "./messages/{locale}.json" } }, null, 2);
const pgApp = app(`import { m } from "./paraglide/messages.js";`, "", [
  ...plain.map(([k]) => `{m.${k}()}`),
  ...param.map(([k]) => `{m.${k}({ name })}`),
  ...plural.map(([k]) => `{m.${k}({ count })}`),
]);
const pgMain = `
import { createRoot } from "react-dom/client";
import { setLocale } from "./paraglide/runtime.js";
import { App } from "./App";
${LANG}
setLocale(lang, { reload: false });
createRoot(document.getElementById("root")!).render(<App />);
`;
for (const variant of ["paraglide", "paraglide-perlocale"]) {
  const staticOpt = variant === "paraglide-perlocale"
    ? `, experimentalPerLocaleBuild: true` : "";
  write(variant, common({
    "tsconfig.json": tsconfigJs,
    "vite.config.ts": viteCfg(`import { paraglideVitePlugin } from "@inlang/paraglide-js";`,
      `react(), paraglideVitePlugin({ project: "./project.inlang", outdir: "./src/paraglide", strategy: ["globalVariable", "baseLocale"]${staticOpt} })`,
      ""),
    "project.inlang/settings.json": pgSettings,
    "messages/en.json": pgMsgs("en"),
    "messages/es.json": pgMsgs("es"),
    "src/App.tsx": pgApp,
    "src/main.tsx": pgMain,
  }));
}

// ---------- 3. react-intl ----------
const icu = (lang) => {
  const o = {};
  const i = lang === "en" ? 1 : 2;
  for (const m of [...plain, ...param]) o[m[0]] = m[i];
  for (const m of plural) {
    const [one, other] = lang === "en" ? [m[1], m[2]] : [m[3], m[4]];
    o[m[0]] = `{count, plural, one {${one}} other {${other}}}`;
  }
  return J(o, null, 2) + "\n";
};
const intlApp = app(`import { useIntl } from "react-intl";`, "  const intl = useIntl();", [
  ...plain.map(([k]) => `{intl.formatMessage({ id: ${J(k)} })}`),
  ...param.map(([k]) => `{intl.formatMessage({ id: ${J(k)} }, { name })}`),
  ...plural.map(([k]) => `{intl.formatMessage({ id: ${J(k)} }, { count })}`),
]);
const intlMain = (dir) => `
import { createRoot } from "react-dom/client";
import { IntlProvider } from "react-intl";
import en from "./${dir}/en.json";
import { App } from "./App";
${LANG}
async function boot() {
  const messages = lang === "es" ? (await import("./${dir}/es.json")).default : en;
  createRoot(document.getElementById("root")!).render(
    <IntlProvider locale={lang} defaultLocale="en" messages={messages}><App /></IntlProvider>,
  );
}
boot();
`;
write("intl-icu", common({
  "vite.config.ts": viteCfg(),
  "src/lang/en.json": icu("en"), "src/lang/es.json": icu("es"),
  "src/App.tsx": intlApp, "src/main.tsx": intlMain("lang"),
}));
write("intl-ast", common({
  // messages precompiled with `formatjs compile --ast` (see measure.sh); parser aliased away as the FormatJS docs advise
  "vite.config.ts": viteCfg("", "react()",
    `\n  resolve: { alias: [{ find: /^@formatjs\\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }] },`),
  "src/lang/en.json": icu("en"), "src/lang/es.json": icu("es"),
  "src/App.tsx": intlApp, "src/main.tsx": intlMain("compiled"),
}));
console.log("generated apps/");
