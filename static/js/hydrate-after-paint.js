/*
 * Loads the site's scripts (named in data-scripts) once the page has painted its content, so
 * that the JavaScript download never competes with the HTML and CSS of the first paint. The page
 * is complete without JavaScript; the scripts only hydrate it. Events, not timers: a test's fake
 * clock must not hold hydration back.
 *
 * The load event starts them only where the first paint cannot be observed (no paint timing) or
 * is not coming (a hidden tab does not paint). Elsewhere `load` can fire before the first paint
 * when the paint is slow to reach the screen, and starting then would put the scripts in front
 * of it again.
 */
/* global document, window, PerformanceObserver */
(function () {
  var me = document.currentScript;
  var sources = ((me && me.getAttribute('data-scripts')) || '').split(' ').filter(Boolean);
  var started = false;
  var watchingPaint = false;
  function load() {
    if (started) return;
    started = true;
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
  window.addEventListener('load', function () {
    if (!watchingPaint || document.visibilityState === 'hidden') load();
  });
})();
