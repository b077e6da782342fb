/*
 * Runs the site's scripts (named in data-scripts) once the page has painted its content. The
 * page is complete without JavaScript; the scripts only hydrate it. Events, not timers: a test's
 * fake clock must not hold hydration back.
 *
 * The page template inlines this file right after the stylesheet, which the build writes into
 * the page (src/plugins/inlineStylesheet.ts), so the browser runs it as soon as it has read the
 * styles and before it parses the rest of the page. It requests the scripts then, as low-priority
 * preloads: their download overlaps the rest of the page's arrival, its parsing, layout and first
 * paint, yet takes no bandwidth from the styles, which the first paint waits for (preload links
 * in the HTML shared the connection with a linked stylesheet and delayed the paint); the bundle
 * requests the page's own chunks itself. As a deferred script, it started the download only once the whole document was parsed; as an async one, only
 * once the stylesheet's load event got its turn on a main thread busy parsing. Wherever it runs,
 * it waits for any linked stylesheet above it that has not arrived yet.
 *
 * The scripts run at the first contentful paint, off the paint's critical path, and never before
 * the document is whole (React hydrates what the parser has built). The load event starts them
 * only where the first paint cannot be observed (no paint timing) or is not coming (a hidden tab
 * does not paint). Elsewhere `load` can fire before the first paint when the paint is slow to
 * reach the screen, and starting then would put the scripts in front of it again.
 *
 * A long page's later parts (data-lazy-part) skip layout while the page starts, until they near
 * the screen; once the page has hydrated they are laid out one per task (src/css/custom.css).
 *
 * Until React takes the page over, a button does nothing, and a disabled one (the colour-mode
 * toggle) does not even receive the click. Those presses are kept and carried out, on the same
 * elements, once the page has hydrated (`data-has-hydrated` on <html>). Links, <details> and
 * form fields work natively and are left alone, as are a form's submit buttons.
 */
/* global document, window, location, PerformanceObserver, MutationObserver, MessageChannel */
(function () {
  var me = document.currentScript;
  var root = document.documentElement;

  // The not-found page, which a host serves for any path it does not know, lists the site's page
  // addresses (data-pages, src/plugins/notFoundAddresses.ts). The client router matches paths whatever
  // their case, so this page asked for as /Context-Aware-AI-Enhancement would hydrate into that
  // article, with errors. A page's other spelling (any case, trailing slashes) goes to the page's
  // one address before anything is painted or run; any other path stays not found. Hosts that
  // redirect those spellings themselves (build/_redirects, deploy/nginx.conf) never get here.
  var asked = location.pathname.replace(/\/+$/, '').toLowerCase();
  var address = list('data-pages').filter(function (page) {
    return page.toLowerCase() === asked && page !== location.pathname;
  })[0];
  if (address) {
    location.replace(address + location.search + location.hash);
    return;
  }

  // A long page's later parts (data-lazy-part) are laid out only as they near the screen while
  // the page starts (src/css/custom.css). Not when the page opens at a fragment, nor on a reload
  // or a return through history, which restore a scroll position: both place the view against the
  // whole page's height.
  var timing = window.performance;
  var navigation =
    timing && timing.getEntriesByType ? timing.getEntriesByType('navigation')[0] : undefined;
  // Parts a build leaves out (data-off, src/speedups.ts) to measure what each one saves.
  var off = list('data-off');
  var lazy =
    off.indexOf('lazy-layout') < 0 &&
    !location.hash &&
    (!navigation || navigation.type === 'navigate');
  // A move to a fragment (an in-page link, an address typed with one) lands where the whole page
  // puts its target: everything is laid out before the browser scrolls. The navigation's own
  // event comes before that scroll; where it is missing, a click on a link with a fragment does.
  var navigationEvents =
    window.navigation && window.navigation.addEventListener ? window.navigation : null;
  function onNavigate(event) {
    if (event.hashChange) layOutAll();
  }
  function onClick(event) {
    var target = event.target;
    if (target && target.closest && target.closest('a[href*="#"]')) layOutAll();
  }
  if (lazy) {
    root.setAttribute('data-lazy-layout', '');
    if (navigationEvents) navigationEvents.addEventListener('navigate', onNavigate);
    else document.addEventListener('click', onClick, true);
  }
  function layOutAll() {
    root.removeAttribute('data-lazy-layout');
    if (navigationEvents) navigationEvents.removeEventListener('navigate', onNavigate);
    document.removeEventListener('click', onClick, true);
  }
  function later(callback) {
    if (window.scheduler && window.scheduler.postTask) {
      window.scheduler.postTask(callback, {priority: 'background'});
      return;
    }
    var channel = new MessageChannel();
    channel.port1.onmessage = callback;
    channel.port2.postMessage(null);
  }
  // One part per task, in page order, at background priority, once the page has hydrated: by the
  // time a visitor has read the first screen the page has its full height. Not on timers or idle
  // callbacks, which a test's fake clock holds back.
  function layOutInTurn() {
    if (!root.hasAttribute('data-lazy-layout')) return;
    var part = document.querySelector('[data-lazy-part]:not([data-laid-out])');
    if (!part) {
      layOutAll();
      return;
    }
    part.setAttribute('data-laid-out', '');
    // Laid out now, in this task, rather than with the next part in a later frame.
    void part.offsetHeight;
    later(layOutInTurn);
  }
  function list(attribute) {
    return ((me && me.getAttribute(attribute)) || '').split(' ').filter(Boolean);
  }
  var sources = list('data-scripts');
  function preload(srcs) {
    srcs.forEach(function (src) {
      var link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('fetchpriority', 'low');
      link.setAttribute('href', src);
      document.head.appendChild(link);
    });
  }
  var requested = false;
  function request() {
    if (requested) return;
    requested = true;
    preload(sources);
  }
  // A stylesheet's `sheet` is null until it has arrived (or failed).
  var sheets = [].slice.call(document.querySelectorAll('link[rel~="stylesheet"]'));
  var pendingSheets = sheets.filter(function (link) {
    return !link.sheet;
  });
  var waiting = pendingSheets.length;
  function sheetDone(event) {
    event.target.removeEventListener('load', sheetDone);
    event.target.removeEventListener('error', sheetDone);
    waiting -= 1;
    if (waiting === 0) request();
  }
  pendingSheets.forEach(function (link) {
    link.addEventListener('load', sheetDone);
    link.addEventListener('error', sheetDone);
  });
  if (waiting === 0) request();

  var started = false;
  var painted = false;
  var watchingPaint = false;
  function load() {
    painted = true;
    if (started || document.readyState === 'loading') return;
    started = true;
    request();
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      // In order, like the defer scripts they replace.
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var types = ('PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load();
    }).observe({type: 'paint', buffered: true});
    watchingPaint = true;
  }
  // The whole document is parsed: a download not yet started starts now (the old deferred
  // moment), and scripts whose paint came first run.
  document.addEventListener('DOMContentLoaded', function () {
    request();
    if (painted) load();
  });
  window.addEventListener('load', function () {
    if (!watchingPaint || document.visibilityState === 'hidden') load();
  });

  var pressed = [];
  function hydrated() {
    return root.getAttribute('data-has-hydrated') === 'true';
  }
  // A disabled button gets pointer events but no click; an enabled one gets the click.
  function record(event) {
    if (hydrated()) return;
    var target = event.target;
    var button = target && target.closest ? target.closest('button') : null;
    if (!button || (event.type === 'click') === button.disabled) return;
    if (button.type === 'submit' && button.form) return;
    // Once React has a root, it handles (and replays) clicks itself; but a button that stays
    // disabled until the page has hydrated (the colour-mode toggle) gets no click to replay.
    if (window.docusaurusRoot && !button.disabled) return;
    // Pressed again because nothing happened: still one press.
    if (pressed.indexOf(button) < 0) pressed.push(button);
  }
  if (off.indexOf('click-replay') < 0) {
    document.addEventListener('click', record, true);
    document.addEventListener('pointerup', record, true);
  }
  new MutationObserver(function (_, observer) {
    if (!hydrated()) return;
    observer.disconnect();
    layOutInTurn();
    document.removeEventListener('click', record, true);
    document.removeEventListener('pointerup', record, true);
    var buttons = pressed;
    pressed = [];
    buttons.forEach(function (button) {
      // A button React replaced has no press to carry out; one still disabled gets it when
      // React enables it.
      if (!button.isConnected) return;
      if (!button.disabled) {
        button.click();
        return;
      }
      new MutationObserver(function (__, waiting) {
        if (button.disabled) return;
        waiting.disconnect();
        if (button.isConnected) button.click();
      }).observe(button, {attributes: true, attributeFilter: ['disabled']});
    });
  }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
})();
