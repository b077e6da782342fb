/**
 * The client entry of the site. It runs Docusaurus's own client entry, but first evaluates the
 * bundle's largest modules a group at a time, yielding to the browser between groups. Evaluated
 * in one go, as Docusaurus's entry does, React DOM, the router, the theme and the route table
 * made a single task of 40–80 ms on a fast desktop (four times that on a throttled phone), the
 * largest source of blocking time on every page. Each module still runs once, in an order its
 * imports allow; only the task boundaries move. Installed by src/plugins/clientEntry.ts.
 */

/** Resolves in a new task, so that the browser can handle input and paint in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The groups, in the order their imports allow: the route's chunks requested, then React DOM (the
 * heaviest), and the rest. `eager` keeps every module in the main bundle: these imports split
 * evaluation, not downloads.
 */
const stages: (() => Promise<unknown>)[] = [
  // Requests the current route's chunks first, so that they download while the rest evaluates
  // instead of after it; Docusaurus's entry awaits the same (cached) promises before hydrating.
  async () => {
    const {default: preload} = await import(
      /* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'
    );
    // A failed chunk is reported by Docusaurus's entry, which awaits the same promise.
    preload(window.location.pathname).catch(() => undefined);
  },
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
  () =>
    Promise.all([
      import(/* webpackMode: "eager" */ 'react-helmet-async'),
      import(/* webpackMode: "eager" */ 'react-router-dom'),
      import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
    ]),
  // Hydrates the page once the current route's chunks have loaded.
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'),
];

async function start(): Promise<void> {
  for (const [index, stage] of stages.entries()) {
    if (index > 0) await nextTask();
    await stage();
  }
}

void start();
