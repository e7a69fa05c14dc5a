/** The booking frame for one professional: /rendez-vous-en-ligne/cadreindividuel/{slug}. */
export function WidgetApp() {
  return <main className="widget">Chargement…</main>;
}
