/**
 * A server-rendered page is readable before its code runs (issue 18, docs/decisions/0466): the
 * client build's module script and its preloads leave the head, and a small loader at the end of the
 * body asks for them once the browser painted the page. On a slow phone the page's text and
 * pictures no longer share the first round trips with some 200 kB of code that only makes the page
 * interactive (the markup is already there), and the code's evaluation no longer sits before the
 * first paint.
 */

/** The template's module script (the entry) and its module preloads, as Vite writes them. */
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** A template whose head loads no code, and the script that loads it after the first paint. */
export interface PaintFirst {
  readonly template: string;
  /** A classic inline script for the end of the body; empty when the template had no entry. */
  readonly loader: string;
}

/**
 * Takes the entry and its preloads out of `template` and writes the loader that adds them once the
 * first contentful paint was presented (its paint-timing entry; after a frame where the browser
 * has no paint timing; at once in a hidden tab, which paints none; after 3 s at the latest). The
 * preloads are added beside the entry, so the entry's imports are fetched alongside it rather than
 * after it; then each runs as a module script in its own task, in order, and the entry last.
 *
 * @example
 * ```ts
 * const { template, loader } = paintFirst(indexHtml);
 * ```
 */
export function paintFirst(template: string): PaintFirst {
  const entry = ENTRY.exec(template)?.[1];
  if (entry === undefined) return { template, loader: '' };
  const preloads = [...template.matchAll(PRELOAD)].map((match) => match[1] ?? '');
  const urls = JSON.stringify({ entry, preloads }).replaceAll('<', '\\u003c');
  const loader = [
    '<script>(function(u){',
    // Every file is asked for at once; each is then run as a module script of its own, the next
    // one in a new task once it ran, the entry last: a browser evaluates a module graph in one
    // task, and the first page's code together is hundreds of ms on a slow phone (decision 0554).
    'function load(){var all=u.preloads.concat([u.entry]),i=0;',
    'all.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});',
    'function next(){var h=all[i++];var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=h;',
    'if(i<all.length)s.onload=s.onerror=function(){setTimeout(next,0)};document.head.appendChild(s)}',
    'next()}',
    // After the first contentful paint was presented (its paint-timing entry), not merely after a
    // frame ran: requested earlier, the code counts as a dependency of the first paint in a
    // browser's (and Lighthouse's) view of the load (docs/decisions/0532).
    'var started=false;function go(){if(!started){started=true;setTimeout(load,0)}}',
    'if(document.visibilityState==="hidden")load();',
    'else if(typeof PerformanceObserver==="function"&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0){',
    'var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});',
    'o.observe({type:"paint",buffered:true});',
    // a tab hidden before it painted paints nothing; a page that never paints text still loads
    'document.addEventListener("visibilitychange",go);setTimeout(go,3000)}',
    'else requestAnimationFrame(function(){setTimeout(load,0)})',
    `})(${urls})</script>`,
  ].join('');
  return { template: template.replace(ENTRY, '').replace(PRELOAD, ''), loader };
}
