// A sample external theme (000 §9: a theme other than id 1 loads as an external script from a
// location built from its id and version). It marks the page as themed and, once the storefront's
// scripting interface is ready (docs/scripting.md), says which shop it dresses.
(() => {
  document.documentElement.dataset.theme = 'sample-7';
  window.Vitrine = window.Vitrine || [];
  window.Vitrine.push((Vitrine) => {
    document.documentElement.dataset.themeScripting = Vitrine.version;
  });
})();
