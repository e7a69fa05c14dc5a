import { imageSrcSet, initialsOf, postalAddressLine, type PublicProfile } from '@quickrdv/core';
import { useState } from 'react';
import { publicProfileStrings as t } from '../public-profile.strings';
import { BlockCard, blockTitleId } from './BlockCard';
import { PhotoLightbox } from './PhotoLightbox';
import { RatingSummary } from './Stars';
import { Icon } from '../../../ui/icon/Icon';

/**
 * How wide a gallery photo is shown, for the browser to pick its copy (srcset), as public-profile.css lays
 * them out: on a phone two columns, the first of three photos across both; wider, one column per photo (4 at
 * most) over the card, itself the page's width until 1100 px and about 740 px beyond.
 */
function gallerySizes(count: number, index: number): string {
  const columns = Math.min(count, 4);
  const phoneColumns = count === 3 && index === 0 ? 1 : 2;
  return [
    `(max-width: 640px) calc((100vw - 3.5rem) / ${phoneColumns})`,
    `(max-width: 1099px) calc((100vw - 5rem) / ${columns})`,
    `${Math.round(740 / columns)}px`,
  ].join(', ');
}

/** 'Société': who the business is (image, name, profession, address, rating, contact) and its photos. */
export function ImagesBlock({ profile }: { profile: PublicProfile }) {
  const { business, photos, layout } = profile;
  const [open, setOpen] = useState<number | null>(null);
  return (
    <BlockCard block="ImagesBlock" layout={layout} bare>
      <div className="pp-company">
        {business.imageUrl ? (
          <img
            className="pp-company-image"
            src={business.imageUrl}
            srcSet={imageSrcSet(business.imageUrl, 480)}
            sizes="104px"
            alt=""
            width={96}
            height={96}
          />
        ) : (
          <span className="pp-company-image pp-company-initials" aria-hidden="true">
            {initialsOf(business.nomSociete)}
          </span>
        )}
        <div className="pp-company-text">
          <h1 className="pp-company-name" id={blockTitleId('ImagesBlock')}>
            {business.nomSociete}
          </h1>
          {business.profession && <p className="pp-company-profession">{business.profession}</p>}
          <p className="pp-company-address">
            <Icon name="map-marker" />
            <span>{postalAddressLine(business)}</span>
          </p>
          <RatingSummary rating={profile.rating} />
        </div>
      </div>
      {(business.tel1 || business.email) && (
        <div className="pp-contact">
          {business.tel1 && (
            <a className="pp-chip-link" href={`tel:${business.tel1.replace(/\s/g, '')}`}>
              <Icon name="phone" />
              <span>{business.tel1}</span>
            </a>
          )}
          {business.email && (
            <a className="pp-chip-link" href={`mailto:${business.email}`}>
              <Icon name="envelope" />
              <span>{t.writeEmail}</span>
            </a>
          )}
        </div>
      )}
      {photos.length > 0 && (
        <ul
          className={`pp-gallery pp-gallery-${Math.min(photos.length, 4)}`}
          aria-label={t.photosLabel(business.nomSociete)}
        >
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                className="pp-gallery-item"
                onClick={() => setOpen(i)}
                aria-label={t.openPhoto(i + 1)}
              >
                <img
                  src={photo.url}
                  srcSet={imageSrcSet(photo.url, 960)}
                  sizes={gallerySizes(photos.length, i)}
                  alt=""
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <PhotoLightbox
        photos={photos}
        index={open}
        businessName={business.nomSociete}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
      />
    </BlockCard>
  );
}
