import { usePageTitle } from '../../ui/page-title';
import { PlainButton } from '../../ui/PlainButton';
import { notFoundStrings as t } from './not-found.strings';

/** Shown when a screen fails to render (or its code cannot be downloaded after a new release). */
export function RouteError() {
  usePageTitle(t.crashTitle);
  return (
    <div className="public-page centered-page">
      <main className="centered-main">
        <div className="state-card" role="alert">
          <i className="pi pi-exclamation-triangle state-icon" aria-hidden="true" />
          <h1>{t.crashTitle}</h1>
          <p>{t.crashText}</p>
          <PlainButton label={t.reload} icon="pi pi-refresh" onClick={() => window.location.reload()} />
        </div>
      </main>
    </div>
  );
}
