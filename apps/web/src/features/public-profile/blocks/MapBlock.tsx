import { directionsUrl, mapEmbedUrl, postalAddressLine, type PublicProfile } from '@quickrdv/core';
import { publicProfileStrings as t } from '../public-profile.strings';
import { BlockCard } from './BlockCard';
import { Icon } from '../../../ui/icon/Icon';

/** A map centred on the business's address and a link to get directions there. */
export function AddressMap({ business }: { business: PublicProfile['business'] }) {
  const line = postalAddressLine(business);
  return (
    <div className="pp-map">
      <iframe className="pp-map-frame" src={mapEmbedUrl(line)} title={t.mapTitle(line)} loading="lazy" />
      <div className="pp-map-foot">
        <span className="pp-map-address">
          <Icon name="map-marker" />
          {line}
        </span>
        <a
          className="pp-button pp-button-outline"
          href={directionsUrl(line)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="directions" />
          {t.directions}
        </a>
      </div>
    </div>
  );
}

/** The map as a block of its own, where the owner placed it. */
export function MapBlock({ profile }: { profile: PublicProfile }) {
  return (
    <BlockCard block="MapBlock" layout={profile.layout}>
      <AddressMap business={profile.business} />
    </BlockCard>
  );
}
