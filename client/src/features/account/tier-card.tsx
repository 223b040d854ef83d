import { ExternalLink } from '../../components/external-link';
import { ProgressBar } from '../../components/progress-bar';
import { usePublicConfig } from '../../config/public-config';
import { formatPoint } from '../../lib/format';
import { tierProgress, type TierLike, type TierThreshold } from './tier-progress';
import * as tierCardCss from './tier-card.css';

/**
 * The member's tier and the way to the next one: a bar over this tier's stretch and
 * "{n} poin lagi menuju {tier}" (or the top tier reached).
 */
export function TierCard(props: {
  tier: (TierLike & { name: string }) | null | undefined;
  tiers: readonly TierThreshold[];
}) {
  const { ssoUrl, brandName } = usePublicConfig();
  const { tier } = props;
  if (!tier) {
    return (
      <div className={tierCardCss.missing} data-testid="tier-card">
        <p className={tierCardCss.missingText}>
          Info tier belum bisa dimuat. Coba muat ulang halaman sebentar lagi.
        </p>
      </div>
    );
  }
  const progress = tierProgress(tier, props.tiers);
  return (
    <div className={tierCardCss.root} data-testid="tier-card">
      <div className={tierCardCss.head}>
        <div>
          <p className={tierCardCss.label}>{brandName} Tier</p>
          <p className={tierCardCss.name} data-testid="tier-name">
            {tier.name}
          </p>
        </div>
        <ExternalLink href={`${ssoUrl}/tnc_tiers`} newTab className={tierCardCss.benefits}>
          Keuntungan tier
        </ExternalLink>
      </div>
      <div className={tierCardCss.body}>
        <ProgressBar
          value={progress.percent}
          valueText={progress.label}
          label={progress.nextTierName ? `Progres menuju ${progress.nextTierName}` : 'Progres tier'}
          className={tierCardCss.bar}
          trackClassName={tierCardCss.track}
          rangeClassName={tierCardCss.range}
        />
        <div className={tierCardCss.figures}>
          <p className={tierCardCss.progress} data-testid="tier-progress">
            {progress.label}
          </p>
          {tier.point != null ? (
            <p className={tierCardCss.points}>{formatPoint(tier.point)} poin tier</p>
          ) : null}
        </div>
        <p className={tierCardCss.note}>
          Poin tier dihitung dari poin yang kamu peroleh dan belum kedaluwarsa.
        </p>
      </div>
    </div>
  );
}
