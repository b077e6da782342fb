/*
 * Inlined after the stylesheet (src/plugins/ssrTemplate.ts): runs the site's scripts
 * (data-scripts) once the page has painted, on events, not timers (a test's fake clock must not
 * hold hydration back). They are preloaded at low priority once any linked stylesheet has arrived
 * and run at the first contentful paint, never before the document is parsed; at `load` only where
 * that paint cannot be observed or a hidden tab will not paint.
 *
 * Until the page has hydrated (`data-has-hydrated` on <html>), presses on buttons (even disabled
 * ones, like the colour-mode toggle) are kept and then carried out; links, <details>, fields and
 * submit buttons work natively.
 */
/* global document, window, location, PerformanceObserver, MutationObserver, MessageChannel */
(function () {
  var me = document.currentScript;
  var root = document.documentElement;

  // The not-found page lists the site's addresses (data-pages): a page's other spelling (any case,
  // trailing slashes) goes to its one address, as the client router would hydrate it there anyway.
  var asked = location.pathname.replace(/\/+$/, '').toLowerCase();
  var address = list('data-pages').filter(function (page) {
    return page.toLowerCase() === asked && page !== location.pathname;
  })[0];
  if (address) {
    location.replace(address + location.search + location.hash);
    return;
  }

  // A long page's later parts (data-lazy-part) skip layout while it starts (src/css/custom.css),
  // unless it opens at a fragment or restores a scroll position (a reload, history).
  var timing = window.performance;
  var navigation =
    timing && timing.getEntriesByType ? timing.getEntriesByType('navigation')[0] : undefined;
  // Parts a build leaves out (data-off, src/speedups.ts) to measure what each one saves.
  var off = list('data-off');
  var lazy =
    off.indexOf('lazy-layout') < 0 &&
    !location.hash &&
    (!navigation || navigation.type === 'navigate');
  // Everything is laid out before a move to a fragment scrolls: on the navigation's event, or
  // where there is none, a click on a link with a fragment.
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
  // Once hydrated, one part per background task, in page order (not timers: fake clocks hold them).
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
  var requested = false;
  function request() {
    if (requested) return;
    requested = true;
    sources.forEach(function (src) {
      var link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('fetchpriority', 'low');
      link.setAttribute('href', src);
      document.head.appendChild(link);
    });
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
  // The document is parsed: the download starts if it has not, and a paint already seen runs them.
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
    // Once React has a root it replays clicks itself, but not on a button still disabled.
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
      // A replaced button gets no press; a disabled one gets it when React enables it.
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
