import { bookingFramePath, publicProfilePath } from '@quickrdv/core';
import { Link } from 'react-router';
import { removeFavourite, type Favourite } from '../favourites/favourites';
import { directoryStrings as t } from './directory.strings';
import { ProAvatar } from './ProAvatar';

/** 'Mes favoris': the professionals starred in this browser, each with a trash button to take it off. */
export function FavouritesList({ favourites }: { favourites: Favourite[] }) {
  return (
    <section className="favourites" aria-labelledby="favourites-title">
      <h2 id="favourites-title">
        <i className="pi pi-heart-fill" aria-hidden="true" />
        {t.favouritesTitle}
      </h2>
      {favourites.length === 0 ? (
        <p className="favourites-empty">{t.favouritesEmpty}</p>
      ) : (
        <ul className="favourites-list">
          {favourites.map((fav) => (
            <li key={fav.slug} className="favourite-item">
              <ProAvatar name={fav.nomSociete} imageUrl={fav.imageUrl} size={44} />
              <div className="favourite-body">
                <Link to={publicProfilePath(fav.slug)} className="favourite-name">
                  {fav.nomSociete}
                </Link>
                <span className="muted">{[fav.profession, fav.ville].filter(Boolean).join(' · ')}</span>
              </div>
              <a
                className="p-button p-button-sm p-button-outlined favourite-book"
                href={bookingFramePath(fav.slug)}
              >
                {t.book}
              </a>
              <button
                type="button"
                className="favourite-remove"
                aria-label={t.removeFavourite(fav.nomSociete)}
                title={t.removeFavourite(fav.nomSociete)}
                onClick={() => removeFavourite(fav.slug)}
              >
                <i className="pi pi-trash" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
