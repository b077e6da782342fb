/*
 * Loads the site's scripts (named in data-scripts) once the page has painted its content, so
 * that the JavaScript download never competes with the HTML and CSS of the first paint. The page
 * is complete without JavaScript; the scripts only hydrate it. Events, not timers: a test's fake
 * clock must not hold hydration back.
 */
/* global document, window, PerformanceObserver */
(function () {
  var me = document.currentScript;
  var sources = ((me && me.getAttribute('data-scripts')) || '').split(' ').filter(Boolean);
  var started = false;
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
  if ('PerformanceObserver' in window) {
    try {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        load();
      }).observe({type: 'paint', buffered: true});
    } catch {
      // No paint timing: the load event below starts hydration.
    }
  }
  window.addEventListener('load', load);
})();
