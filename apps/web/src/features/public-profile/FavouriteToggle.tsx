import type { PublicProfile } from '@quickrdv/core';
import { addFavourite, removeFavourite, useFavourites } from '../favourites/favourites';
import { publicProfileStrings as t } from './public-profile.strings';
import { Icon } from '../../ui/icon/Icon';

/** Heart button adding the professional to the visitor's favourites (kept in this browser), or removing it. */
export function FavouriteToggle({ business }: { business: PublicProfile['business'] }) {
  const isFavourite = useFavourites().some((f) => f.slug === business.slug);
  const label = isFavourite ? t.removeFavourite : t.addFavourite;
  const toggle = () =>
    isFavourite
      ? removeFavourite(business.slug)
      : addFavourite({
          slug: business.slug,
          nomSociete: business.nomSociete,
          profession: business.profession,
          ville: business.ville,
          imageUrl: business.imageUrl,
        });
  return (
    <button
      type="button"
      className={isFavourite ? 'pp-fav pp-fav-on' : 'pp-fav'}
      aria-pressed={isFavourite}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      <Icon name={isFavourite ? 'heart-fill' : 'heart'} />
      <span className="pp-fav-text">{label}</span>
    </button>
  );
}
