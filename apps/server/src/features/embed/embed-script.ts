import { bookingFramePath, FRAME_HEIGHT_MESSAGE } from '@quickrdv/core';

/** A value written into the script as a JavaScript literal, safe inside any page (no '</script>'). */
const literal = (value: string) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The widget script (ES5, no dependency): inserts the booking frame of one professional right after its own
 * <script> tag, then resizes it when the frame reports its height. Each copy on a page handles its own
 * frame only (it checks the message's origin, its source window and the slug).
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
  window.addEventListener('message', function (e) {
    var d = e.data;
    if (e.origin !== origin || e.source !== f.contentWindow || !d || d.type !== ${literal(FRAME_HEIGHT_MESSAGE)} || d.slug !== slug) return;
    var h = Math.round(Number(d.height));
    if (h > 0) s.height = Math.min(Math.max(h, 200), 5000) + 'px';
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
