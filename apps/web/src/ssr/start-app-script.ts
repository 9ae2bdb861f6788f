/** The id of the `<script type="application/json">` that lists the app's modules on a server-rendered page. */
export const APP_MODULES_ELEMENT_ID = 'pcr-app-modules';

/** What a server-rendered page says about its code: the entry and the chunks to fetch beside it. */
export interface AppModules {
  entry: string;
  preload: string[];
}

/**
 * The element that lists a page's modules for the start-up script, written by the build's template
 * and by each server render. `json` is the list already made safe for a script element
 * (`jsonForScriptElement`), which this file cannot import (see below).
 */
export const appModulesElement = (json: string) => `<script type="application/json" id="${APP_MODULES_ELEMENT_ID}">${json}</script>`;

/** Module preloads the start-up script adds per task. */
const PRELOADS_PER_TASK = 3;

/**
 * Plain JavaScript for an inline `<script>` at the end of index.html's body. A server-rendered page
 * is complete without its code, so the code is asked for only once the page's first contentful
 * paint is on the screen: the first paint never waits for scripts, and on a slow network the page,
 * its fonts and images get the bandwidth first. "On the screen" is the paint timing entry, which the
 * browser reports once the frame is presented; the frame's own task (`requestAnimationFrame`, then
 * a task) comes tens of milliseconds earlier, and code asked for then raced the paint it meant to
 * follow (decision 0026). Browsers without paint timing keep that frame rule; a page in a
 * background tab, which paints nothing, starts after a second. The built index.html lists the
 * entry's modules (build/page-template.ts), so the browser-only shell starts the same way; the dev
 * server's page has no list and keeps its own script tag.
 * The entry is asked for first; its chunks follow a few to a task, as each link costs the browser
 * about a millisecond to set up (20 ms for a page's dozen in one task, a long task on a phone).
 * Relative import free on purpose: vite.config.ts loads this file in plain Node.
 */
export const startAppScript = `(function(){var d=document,e=d.getElementById(${JSON.stringify(APP_MODULES_ELEMENT_ID)});if(!e)return;var m=JSON.parse(e.textContent),started=false;function start(){if(started)return;started=true;var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=m.entry;d.head.appendChild(s);var i=0;(function preloadSome(){for(var n=0;n<${PRELOADS_PER_TASK}&&i<m.preload.length;n+=1,i+=1){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=m.preload[i];d.head.appendChild(l);}if(i<m.preload.length)setTimeout(preloadSome,0);})();}function afterPainted(){setTimeout(start,0);}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1){new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();afterPainted();}}).observe({type:"paint",buffered:true});}else requestAnimationFrame(afterPainted);setTimeout(start,1000);})();`;
