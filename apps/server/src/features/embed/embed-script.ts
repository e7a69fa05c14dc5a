import {
  bookingFramePath,
  FRAME_HEIGHT_MESSAGE,
  FRAME_SCROLL_MESSAGE,
  FRAME_VIEWPORT_MESSAGE,
} from '@quickrdv/core';

/** A value written into the script as a JavaScript literal, safe inside any page (no '</script>'). */
const literal = (value: string) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The widget script (ES5, no dependency): inserts the booking frame of one professional right after its own
 * <script> tag, then resizes it when the frame reports its height. It tells the frame where the viewport is
 * (the frame is as tall as its content, so it cannot see which part of it is on screen; rAF-throttled) and
 * scrolls to the point of the frame the frame asks for, clamped to the frame's box (the rules of
 * core/public/frame-protocol.ts, written out in ES5). Each copy on a page handles its own frame only (it
 * checks the message's origin, its source window and the slug).
 */
export function widgetScript(o: { origin: string; slug: string; title: string }): string {
  return `/* Quick RDV - widget de prise de rendez-vous en ligne */
(function () {
  var origin = ${literal(o.origin)}, slug = ${literal(o.slug)};
  var me = document.currentScript;
  if (!me) {
    var all = document.getElementsByTagName('script');
    for (var i = all.length - 1; i >= 0 && !me; i--) {
      if ((all[i].src || '').indexOf('num=' + encodeURIComponent(slug)) !== -1 && !all[i].getAttribute('data-qrdv')) me = all[i];
    }
  }
  if (!me || me.getAttribute('data-qrdv') || !me.parentNode) return;
  me.setAttribute('data-qrdv', '1');
  var f = document.createElement('iframe');
  f.src = origin + ${literal(bookingFramePath(o.slug))};
  f.title = ${literal(o.title)};
  f.setAttribute('allow', 'camera; microphone; fullscreen; clipboard-write');
  var s = f.style;
  s.width = '100%'; s.maxWidth = '420px'; s.height = '640px'; s.border = '0'; s.display = 'block';
  me.parentNode.insertBefore(f, me.nextSibling);
  var w = window, q = 0;
  function tell() {
    q = 0;
    var c = f.contentWindow;
    if (c) c.postMessage({ type: ${literal(FRAME_VIEWPORT_MESSAGE)}, slug: slug, top: Math.round(-f.getBoundingClientRect().top), height: w.innerHeight }, origin);
  }
  function later() { if (!q) q = w.requestAnimationFrame(tell); }
  w.addEventListener('scroll', later, true);
  w.addEventListener('resize', later, false);
  w.addEventListener('message', function (e) {
    var d = e.data, h, r;
    if (e.origin !== origin || e.source !== f.contentWindow || !d || d.slug !== slug) return;
    if (d.type === ${literal(FRAME_HEIGHT_MESSAGE)}) {
      h = Math.round(Number(d.height));
      if (h > 0) s.height = Math.min(Math.max(h, 200), 5000) + 'px';
      later();
    } else if (d.type === ${literal(FRAME_SCROLL_MESSAGE)} && (h = Number(d.top)) === h) {
      r = f.getBoundingClientRect();
      w.scrollBy(0, Math.round(r.top + Math.min(Math.max(h, 0), r.height)));
    }
  }, false);
})();
`;
}

/** The script served for an unknown or closed professional: it only says so in the console. */
export function unknownWidgetScript(num: string): string {
  return `/* Quick RDV */
(function () {
  if (typeof console !== 'undefined' && console.warn) console.warn(${literal(`Quick RDV : aucun professionnel ne correspond à num=${num}. Vérifiez le code du widget dans votre espace professionnel.`)});
})();
`;
}
