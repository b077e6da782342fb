import {test, expect, gotoHydrated} from '../fixtures';

/**
 * The site's scripts start in stages (src/client/entry.ts): React DOM is evaluated in one task
 * and Docusaurus's client entry in a later one, so a phone can paint and handle a tap in between
 * instead of being blocked by one long task.
 *
 * React DOM reads `__REACT_DEVTOOLS_GLOBAL_HOOK__` while it is evaluated, and Docusaurus's client
 * entry sets `window.docusaurus` when it starts. At the first, the page posts a message; at the
 * second, the test asks whether that message (a task queued behind React DOM) has run yet.
 */
test('React DOM and the site start-up run in separate tasks, so the page can respond between them', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const startup = {reactDom: false, taskRanAfterReactDom: false, siteStartedLater: false};
    Object.defineProperty(window, '__startup', {value: startup});
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      get() {
        if (!startup.reactDom) {
          startup.reactDom = true;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            startup.taskRanAfterReactDom = true;
            channel.port1.close();
          };
          channel.port2.postMessage(null);
        }
        return undefined;
      },
    });
    let docusaurus: unknown;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => docusaurus,
      set(value: unknown) {
        docusaurus = value;
        startup.siteStartedLater = startup.reactDom && startup.taskRanAfterReactDom;
      },
    });
  });
  await gotoHydrated(page, '/');
  const startup = await page.evaluate(() => Reflect.get(window, '__startup') as unknown);
  expect(startup).toEqual({reactDom: true, taskRanAfterReactDom: true, siteStartedLater: true});
});
