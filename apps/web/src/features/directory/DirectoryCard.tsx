import { bookingFramePath, publicProfilePath, type DirectoryReply } from '@quickrdv/core';
import { Link } from 'react-router';
import { addFavourite, removeFavourite } from '../favourites/favourites';
import { directoryStrings as t } from './directory.strings';
import { ProAvatar } from './ProAvatar';

type Entry = DirectoryReply['results'][number];

function Rating({ rating }: { rating: Entry['rating'] }) {
  if (rating.noteglobale === null) return <span className="directory-rating muted">{t.noRating}</span>;
  return (
    <span
      className="directory-rating"
      role="img"
      aria-label={t.rating(rating.noteglobale, rating.nombreavis)}
    >
      <i className="pi pi-star-fill" aria-hidden="true" />
      <strong>{rating.noteglobale.toLocaleString('fr-FR')}</strong>
      <span className="muted">{t.reviews(rating.nombreavis)}</span>
    </span>
  );
}

/** One search result: who, where, rating; links to the profile and the booking frame; a favourite toggle. */
export function DirectoryCard({ entry, isFavourite }: { entry: Entry; isFavourite: boolean }) {
  const toggle = () =>
    isFavourite
      ? removeFavourite(entry.slug)
      : addFavourite({
          slug: entry.slug,
          nomSociete: entry.nomSociete,
          profession: entry.profession,
          ville: entry.ville,
          imageUrl: entry.imageUrl,
        });
  return (
    <li className="card directory-card">
      <ProAvatar name={entry.nomSociete} imageUrl={entry.imageUrl} size={72} />
      <div className="directory-card-body">
        <h3>
          <Link to={publicProfilePath(entry.slug)}>{entry.nomSociete}</Link>
        </h3>
        {entry.profession && <p className="directory-profession">{entry.profession}</p>}
        <p className="directory-place">
          <i className="pi pi-map-marker" aria-hidden="true" />
          <span>{[entry.ville, entry.codePostal].filter(Boolean).join(' ')}</span>
        </p>
        <Rating rating={entry.rating} />
      </div>
      <button
        type="button"
        className={isFavourite ? 'favourite-toggle is-favourite' : 'favourite-toggle'}
        aria-label={isFavourite ? t.removeFavourite(entry.nomSociete) : t.addFavourite(entry.nomSociete)}
        title={isFavourite ? t.removeFavourite(entry.nomSociete) : t.addFavourite(entry.nomSociete)}
        onClick={toggle}
      >
        <i className={isFavourite ? 'pi pi-heart-fill' : 'pi pi-heart'} aria-hidden="true" />
      </button>
      {/* The booking frame is its own page (widget.html), hence a plain link rather than a router one. */}
      <a className="p-button directory-book" href={bookingFramePath(entry.slug)}>
        <i className="pi pi-calendar" aria-hidden="true" />
        {t.book}
      </a>
    </li>
  );
}
