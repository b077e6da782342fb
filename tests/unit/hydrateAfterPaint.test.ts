/** src/client/hydrate-after-paint.js, run as is; the test decides when "load" and "paint" come. */
import {read, root} from './imports';

const source = read(root, 'src/client/hydrate-after-paint.js');

type PaintList = {getEntriesByName: (name: string) => unknown[]};

/** Stands in for PerformanceObserver: `paint()` reports a first contentful paint to those connected. */
class FakePerformanceObserver {
  static supportedEntryTypes = ['paint'];
  constructor(readonly callback: (list: PaintList, observer: FakePerformanceObserver) => void) {}
  observe = () => connected.add(this);
  disconnect = () => connected.delete(this);
}
const connected = new Set<FakePerformanceObserver>();

/** The scripts the page template names, in order. */
const bundle = ['/assets/js/runtime~main.js', '/assets/js/main.js'];

let loadListeners: EventListener[] = [];
let readyState: DocumentReadyState = 'complete';

/** A stylesheet link still downloading: jsdom loads none, so its `sheet` stays null. */
const pendingStylesheet = () =>
  Object.assign(document.createElement('link'), {rel: 'stylesheet', href: '/assets/css/a.css'});
const arrive = (link: HTMLLinkElement, type = 'load') => link.dispatchEvent(new Event(type));

function finishParsing(): void {
  readyState = 'interactive';
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

/** Runs the loader; `off` is its data-off attribute, the parts a build leaves out. */
function runLoader({
  paintTiming = true,
  hidden = false,
  parsing = false,
  stylesheets = [] as HTMLLinkElement[],
  off = '',
} = {}): void {
  document.head.replaceChildren(...stylesheets);
  connected.clear();
  loadListeners = [];
  const me = document.createElement('script');
  me.setAttribute('data-off', off);
  me.setAttribute('data-scripts', `${bundle.join(' ')} `);
  jest.spyOn(document, 'currentScript', 'get').mockReturnValue(me);
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(hidden ? 'hidden' : 'visible');
  readyState = parsing ? 'loading' : 'complete';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  jest
    .spyOn(window, 'addEventListener')
    .mockImplementation((type: string, listener: EventListenerOrEventListenerObject | null) => {
      if (type === 'load' && typeof listener === 'function') loadListeners.push(listener);
    });
  if (paintTiming) Reflect.set(window, 'PerformanceObserver', FakePerformanceObserver);
  else Reflect.deleteProperty(window, 'PerformanceObserver');
  // The file is a classic script that reads window, document and PerformanceObserver globals.
  new Function(source)();
}

const fireLoad = () => loadListeners.forEach((listener) => listener(new Event('load')));
const paint = () =>
  [...connected].forEach((observer) => observer.callback({getEntriesByName: () => [{}]}, observer));
const urls = (selector: string, attribute: string) => () =>
  Array.from(document.head.querySelectorAll(selector), (e) => e.getAttribute(attribute));
const [preloaded, requested] = [urls('link[rel="preload"]', 'href'), urls('script', 'src')];

/** Marks the page hydrated, as Docusaurus does, and lets the loader's observer run. */
async function hydrate(): Promise<void> {
  document.documentElement.setAttribute('data-has-hydrated', 'true');
  await Promise.resolve();
}

afterEach(async () => {
  await hydrate();
  document.documentElement.removeAttribute('data-has-hydrated');
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'docusaurusRoot');
});

test('the scripts are fetched once every stylesheet has arrived or failed, or the document is parsed', () => {
  const [first, second] = [pendingStylesheet(), pendingStylesheet()];
  runLoader({parsing: true, stylesheets: [first, second]});
  arrive(first, 'error');
  expect(preloaded()).toEqual([]);
  arrive(second);
  expect(preloaded()).toEqual(bundle);
  runLoader({parsing: true, stylesheets: [pendingStylesheet()]});
  finishParsing();
  expect(preloaded()).toEqual(bundle);
});

// The scripts never run before the document is whole.
test('a paint before the document is whole runs the scripts, once and in order, when it is', () => {
  runLoader({parsing: true});
  paint();
  expect(requested()).toEqual([]);
  finishParsing();
  fireLoad();
  expect(requested()).toEqual(bundle);
});

test.each([
  ['without paint timing', {paintTiming: false}],
  ['in a hidden tab, which does not paint', {hidden: true}],
])('%s, the load event starts them', (_, options) => {
  runLoader(options);
  expect(requested()).toEqual([]);
  fireLoad();
  expect(requested()).toEqual(bundle);
});

/** A button in the page that counts its clicks. */
function button(html: string) {
  document.body.innerHTML = html;
  const element = document.querySelector('button')!;
  let count = 0;
  element.addEventListener('click', () => (count += 1));
  return {element, clicks: () => count};
}

/** A disabled button (the colour-mode toggle), which gets no click: a press is a pointerup. */
const disabled = '<button type="button" disabled>Mode</button>';
const pointerUp = (element: Element) =>
  element.dispatchEvent(new Event('pointerup', {bubbles: true}));

test.each([
  ['twice before hydration', false, 2, false],
  ['before hydration, once React has a root,', true, 1, false],
  ['before hydration and still disabled at it', false, 1, true],
])(
  'a disabled button pressed %s is clicked once it is enabled',
  async (_, rooted, presses, late) => {
    runLoader();
    if (rooted) Reflect.set(window, 'docusaurusRoot', {});
    const {element, clicks} = button(disabled);
    for (let press = 0; press < presses; press += 1) pointerUp(element);
    element.disabled = late;
    await hydrate();
    expect(clicks()).toBe(late ? 0 : 1);
    element.disabled = false;
    await Promise.resolve();
    expect(clicks()).toBe(1);
  },
);

// A press before hydration carried out once it hydrates: prehydration.spec.ts, in a browser.
test.each([
  ['in a build with click replay off (data-off, src/speedups.ts)', 'click-replay', false, 'button'],
  ['made once React has the page', '', true, 'button'],
  ['on a form’s submit button', '', false, 'submit'],
])('a press %s is left alone', async (_, off, rooted, type) => {
  runLoader({off});
  if (rooted) Reflect.set(window, 'docusaurusRoot', {});
  const {element, clicks} = button(`<form><button type="${type}">Press</button></form>`);
  element.form!.addEventListener('submit', (event) => event.preventDefault());
  element.click();
  await hydrate();
  expect(clicks()).toBe(1);
});

describe('later parts of a long page', () => {
  const lazy = () => document.documentElement.hasAttribute('data-lazy-layout');
  afterEach(() => Reflect.deleteProperty(performance, 'getEntriesByType'));

  // A return through history restores a scroll position, as a reload does (lazyLayout.spec.ts).
  test('are laid out at once on a return through history', () => {
    // How the page was reached, as the browser's navigation entry says (jsdom keeps none).
    Reflect.set(performance, 'getEntriesByType', () => [{type: 'back_forward'}]);
    runLoader();
    expect(lazy()).toBe(false);
  });

  // With the navigation event, a move to a fragment: lazyLayout.spec.ts, in a browser.
  test('without the navigation event, are all laid out when a link to a fragment is clicked', () => {
    runLoader();
    expect(lazy()).toBe(true);
    document.body.insertAdjacentHTML('beforeend', '<a href="#faq">Questions</a>');
    document.querySelector('a')?.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    expect(lazy()).toBe(false);
  });
});
