import { Link } from 'react-router';
import { Brand } from '../../ui/Brand';
import { usePageTitle } from '../../ui/page-title';
import { useOptionalProBase } from '../pro-space/base-context';
import { notFoundStrings as t } from './not-found.strings';

/** Unknown address: inside the professional space it keeps the space's layout and links back into it. */
export function NotFoundPage() {
  usePageTitle(t.title);
  const space = useOptionalProBase();
  const body = (
    <div className="state-card">
      <span className="state-code" aria-hidden="true">
        404
      </span>
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <Link className="p-button" to={space ? space.path('accueil') : '/'}>
        {space ? t.backToSpace : t.backHome}
      </Link>
    </div>
  );
  if (space) return body;
  return (
    <div className="public-page centered-page">
      <header className="public-header">
        <Brand />
      </header>
      <main className="centered-main">{body}</main>
    </div>
  );
}
