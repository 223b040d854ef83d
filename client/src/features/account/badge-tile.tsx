import type { FragmentType } from '@apollo/client';
import { useThumbnailSource } from '../../components/thumbnail';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { LockIcon } from './account-icons';
import * as srOnlyCss from '../../components/sr-only.css';
import * as badgeImageCss from './badge-image.css';
import * as badgeTileCss from './badge-tile.css';
import * as iconCss from '../../components/icon.css';

export const BadgeTileFragment = graphql(`
  fragment BadgeTile_badge on Badge {
    id
    name
    description
    image
    isObtained
    obtainedDate
  }
`);

export type BadgeRef = FragmentType<typeof BadgeTileFragment>;

/** The badge's picture; a locked one is grey and faded, with a lock over it. */
export function BadgeImage(props: { image: string | null; obtained: boolean; size: 'sm' | 'lg' }) {
  // 320 px: the badge dialog draws it 112 px wide.
  const src = useThumbnailSource(props.image ?? '', 320);
  const locked = !props.obtained;
  return (
    <div
      className={`${badgeImageCss.root} ${props.size === 'sm' ? badgeImageCss.sm : badgeImageCss.lg}`}
    >
      {props.image ? (
        <img
          src={src}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className={
            locked
              ? `${badgeImageCss.picture} ${badgeImageCss.pictureLocked}`
              : badgeImageCss.picture
          }
        />
      ) : (
        <div
          className={
            locked ? `${badgeImageCss.blank} ${badgeImageCss.blankLocked}` : badgeImageCss.blank
          }
        />
      )}
      {locked ? (
        <div className={badgeImageCss.lock}>
          <LockIcon className={`${iconCss.root} ${iconCss.size35}`} />
        </div>
      ) : null}
    </div>
  );
}

/** One badge of a category: a button that opens its details. */
export function BadgeTile(props: { badge: BadgeRef; onOpen: (id: string) => void }) {
  const badge = fragmentData(BadgeTileFragment, props.badge);
  return (
    <button
      type="button"
      className={badgeTileCss.root}
      data-ripple=""
      data-testid="badge-tile"
      data-obtained={badge.isObtained}
      aria-haspopup="dialog"
      onClick={() => props.onOpen(badge.id)}
    >
      <div className={badgeTileCss.body}>
        <BadgeImage image={badge.image} obtained={badge.isObtained} size="sm" />
        <p
          className={
            badge.isObtained ? badgeTileCss.name : `${badgeTileCss.name} ${badgeTileCss.nameLocked}`
          }
        >
          {badge.name}
          <span className={srOnlyCss.srOnly}>
            , {badge.isObtained ? 'sudah didapat' : 'terkunci'}
          </span>
        </p>
        {badge.isObtained ? (
          <p className={badgeTileCss.obtained}>
            {badge.obtainedDate ? `Didapat ${formatDate(badge.obtainedDate)}` : 'Didapat'}
          </p>
        ) : (
          <p className={badgeTileCss.how}>{badge.description || 'Terkunci'}</p>
        )}
      </div>
    </button>
  );
}
