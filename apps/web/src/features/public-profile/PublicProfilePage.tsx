import './public-profile.css';
import { boxedImageSources, renderedSections, type PublicProfile } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { Brand } from '../../ui/Brand';
import { LoadError, Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { BLOCK_ANCHORS } from './blocks/BlockCard';
import { FavouriteToggle } from './FavouriteToggle';
import { pageClass, pageStyle } from './page-style';
import { ProfileSections } from './ProfileSections';
import { fetchPublicProfile, publicProfileKey } from './public-profile.api';
import { publicProfileStrings as t } from './public-profile.strings';
import { useMetaDescription } from './use-page-meta';
import { Icon } from '../../ui/icon/Icon';
import { ProfileChatLauncher } from '../chat/visitor/ProfileChatLauncher';

/** `.pp-logo`'s box in public-profile.css: the logo is shown whole inside it, never enlarged. */
const LOGO_BOX = { width: 180, height: 40 };

/**
 * The salon's logo in the top bar, from the copy as wide as it is shown on this screen (a phone no longer
 * downloads the whole 800 px file for a 107 px logo). Its size unknown (its file unreadable), the file alone.
 */
function ProfileLogo({ url, size, alt }: { url: string; size: PublicProfile['logoSize']; alt: string }) {
  return (
    <img className="pp-logo" src={url} {...(size && boxedImageSources(url, size, LOGO_BOX))} alt={alt} />
  );
}

function ProfileView({ profile }: { profile: PublicProfile }) {
  const { business, layout } = profile;
  const bookable = renderedSections(layout).some((s) => s.blocks.includes('RendezvousBlock'));
  return (
    <div className={pageClass(layout)} style={pageStyle(layout)}>
      <header className="pp-topbar">
        <div className="pp-topbar-inner">
          {layout.logoUrl ? (
            <ProfileLogo url={layout.logoUrl} size={profile.logoSize} alt={business.nomSociete} />
          ) : (
            <Brand />
          )}
          <div className="pp-topbar-actions">
            <FavouriteToggle business={business} />
            <ProfileChatLauncher slug={business.slug} salon={business.nomSociete} />
            {bookable && (
              <a className="pp-button" href={`#${BLOCK_ANCHORS.RendezvousBlock}`}>
                <Icon name="calendar-plus" />
                {t.bookNow}
              </a>
            )}
          </div>
        </div>
      </header>
      <main className="pp-main">
        <ProfileSections profile={profile} />
      </main>
      <footer className="pp-footer">
        {t.poweredBy} <Brand />
      </footer>
    </div>
  );
}

function ProfileNotFound() {
  return (
    <div className="public-page centered-page">
      <header className="public-header">
        <Brand />
      </header>
      <main className="centered-main">
        <div className="state-card">
          <Icon name="search" className="state-icon" />
          <h1>{t.notFound}</h1>
          <p>{t.notFoundText}</p>
          <Link className="p-button" to="/">
            {t.backHome}
          </Link>
        </div>
      </main>
    </div>
  );
}

/** /rendez-vous-en-ligne/{slug}: a professional's public page, drawn from the layout they saved. */
export function PublicProfilePage() {
  const slug = useParams().slug ?? '';
  const query = useQuery({ queryKey: publicProfileKey(slug), queryFn: () => fetchPublicProfile(slug) });
  const b = query.data?.business;
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(b ? t.pageTitle(b.nomSociete, b.profession, b.ville) : notFound ? t.notFoundTitle : t.loading);
  useMetaDescription(b ? t.metaDescription(b.nomSociete, b.profession, b.ville) : null);

  if (query.isPending) return <Loader fullPage label={t.loading} />;
  if (notFound) return <ProfileNotFound />;
  if (query.isError) return <LoadError fullPage error={query.error} onRetry={() => void query.refetch()} />;
  return <ProfileView profile={query.data} />;
}
