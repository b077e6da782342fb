/*
 * Put first in each page's head by the cross-engine lane (run.mjs): records in window.__engineLog
 * CSP violations, uncaught errors and rejections, failed loads, console errors and warnings.
 */
/* global window, document, console */
(function () {
  var log = (window.__engineLog = []);
  document.addEventListener('securitypolicyviolation', function (event) {
    log.push('CSP violation: ' + event.effectiveDirective + ' blocked ' + event.blockedURI);
  });
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      // A prefetch is a hint the browser may decline: Firefox fires `error` on one whose file is
      // already in its cache.
      if (target === window) log.push('uncaught: ' + event.message);
      else if (target.rel !== 'prefetch')
        log.push('failed to load: ' + (target.src || target.href));
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    log.push('unhandled rejection: ' + ((event.reason && event.reason.message) || event.reason));
  });
  ['error', 'warn'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      log.push('console.' + level + ': ' + [].map.call(arguments, String).join(' '));
      return original.apply(console, arguments);
    };
  });
})();
