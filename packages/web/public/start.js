/*
 * Starts the client after the page's first paint (docs/decisions/071-first-paint-before-scripts.md).
 * The HTML already holds what a first visit's phone shows first, the consent bar; its paint
 * needs only the stylesheet. The build puts this script where the module scripts were and names
 * them on it: the entry (data-entry), the modules it imports at once (data-preload), and the
 * server adds the page's texts (data-texts). Loading them here, one frame after the first paint,
 * leaves the stylesheet a slow line to itself.
 */
(function () {
  var script = document.currentScript;
  var started = false;

  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }

  function names(attribute) {
    return (script.getAttribute(attribute) || '').split(' ').filter(Boolean);
  }

  function start() {
    if (started) return;
    started = true;
    names('data-texts').forEach(function (href) {
      add('link', { rel: 'preload', as: 'fetch', crossorigin: '', href: href });
    });
    names('data-preload').forEach(function (href) {
      add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
    add('script', { type: 'module', crossorigin: '', src: script.getAttribute('data-entry') });
  }

  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // a tab opened in the background paints no frame until it is shown
  setTimeout(start, 1000);
})();
