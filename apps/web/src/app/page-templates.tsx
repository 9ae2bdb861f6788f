import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useLoadedData } from './page-data.js';
import { useRenderedModule, workspaceModuleKey } from './route-modules.js';

/**
 * The page templates (packages/ui/src/pages/X/X.tsx, exporting X), for the entries that name theirs
 * (`template` in routes/route-table.ts). Only the server renders them (App.tsx): this module and its
 * glob are the server's alone; the browser's build takes each named template as an input, for its
 * stylesheet (vite.config.ts).
 */
const templateFiles = import.meta.glob<Record<string, ComponentType<object>>>('../../../../packages/ui/src/pages/*/*Page.tsx');

/** The Vite manifest key of a page template ("HomePricesPage"). */
const templateModuleKey = (name: string) => workspaceModuleKey(`packages/ui/src/pages/${name}/${name}.tsx`);

/** One lazy component per template, by its name (the file's and its export's: "HomePricesPage"). */
const templateComponents = new Map<string, LazyExoticComponent<ComponentType<object>>>(
  Object.entries(templateFiles).map(([file, load]) => {
    const name = file.replace(/^.*\//, '').replace(/\.tsx$/, '');
    return [
      name,
      lazy(async () => {
        const template = (await load())[name];
        if (!template) throw new Error(`${file} exports no ${name}`);
        return { default: template };
      }),
    ];
  }),
);

/**
 * Renders the template `name` with what the page's loader returned as its props: the page of an
 * entry that names its template, with no route module between (its styles go with the page).
 */
export function PageTemplate({ name }: { name: string }) {
  useRenderedModule(templateModuleKey(name));
  const props = useLoadedData();
  const Template = templateComponents.get(name);
  if (!Template) throw new Error(`No page template ${templateModuleKey(name)}`);
  // Each template's lazy component is made once, at module load: the same on every render.
  return createElement(Template, props);
}
