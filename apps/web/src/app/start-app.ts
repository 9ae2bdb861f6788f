/**
 * The page's start-up script, inline at the end of every page's body (the build minifies this
 * function into the template: build/inline-scripts.ts). A server-rendered page is complete without
 * its code, so the code is asked for only once the page's first contentful paint is on the screen
 * (decision 0026): the first paint never waits for scripts, and on a slow network the page, its
 * fonts and images get the bandwidth first. Browsers without paint timing wait for a frame; a page in
 * a background tab, which paints nothing, starts after a second. The entry is asked for first, its
 * chunks a few to a task, as each preload link costs the browser some main-thread time (decision 0025).
 * Runs as a classic script: it may use nothing from outside its own body.
 */
export function startApp(modulesElementId: string, preloadsPerTask: number): void {
  const element = document.getElementById(modulesElementId);
  if (!element?.textContent) return;
  const modules = JSON.parse(element.textContent) as { entry: string; preload: string[] };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = modules.entry;
    document.head.appendChild(script);
    let next = 0;
    const preloadSome = () => {
      for (let added = 0; added < preloadsPerTask && next < modules.preload.length; added++, next++) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = modules.preload[next] as string;
        document.head.appendChild(link);
      }
      if (next < modules.preload.length) setTimeout(preloadSome, 0);
    };
    preloadSome();
  };
  const afterPainted = () => setTimeout(start, 0);
  const Observer = window.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        afterPainted();
      }
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(afterPainted);
  }
  setTimeout(start, 1000);
}

/** Module preloads the start-up script adds per task. */
export const PRELOADS_PER_TASK = 3;
