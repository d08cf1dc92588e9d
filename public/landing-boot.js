// Starts the landing page's hydration script after the first paint, so on a slow connection the prerendered text
// and its styles get the bandwidth first. The page is complete and readable without it; the script only makes the
// menu, theme toggle and contact form interactive.
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  function load() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
  }
  // Two frames: the first paint has happened by the second.
  requestAnimationFrame(function () {
    requestAnimationFrame(load);
  });
})();
