import { useQuery } from '@apollo/client/react';
import { CopyButton } from '../../components/copy-button';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { StatusAlert } from '../../components/status-alert';
import { usePublicConfig } from '../../config/public-config';
import { ReferralCheckForm } from '../../features/account/referral-check-form';
import { ReferralShare } from '../../features/account/referral-share';
import { formatPoint, formatPoints } from '../../lib/format';
import { paths } from '../../lib/paths';
import { AccountReferralQuery, accountReferralOptions } from './referral-loader';
import * as accountReferralCss from './account-referral.css';
import * as accountCss from '../../features/account/account.css';
import * as alertStatusCss from '../../components/alert-status.css';
import * as copyButtonCss from '../../components/copy-button.css';
import * as headingCss from '../../components/heading.css';
import * as pageCss from '../../components/page.css';

function Figure(props: { label: string; value: string; testId: string }) {
  return (
    <div className={accountReferralCss.figure}>
      <p className={accountReferralCss.figureLabel}>{props.label}</p>
      <p className={accountReferralCss.figureValue} data-testid={props.testId}>
        {props.value}
      </p>
    </div>
  );
}

export function Component() {
  const { data } = useQuery(AccountReferralQuery, accountReferralOptions);
  const { brandName } = usePublicConfig();
  const origin = useSiteOrigin();
  const referral = data?.viewer?.referral;

  const head = (
    <PageHead
      title="Kode Referral"
      description="Bagikan kode referralmu dan dapatkan poin untuk setiap teman yang bergabung."
      robots="noindex"
    />
  );
  if (!referral) {
    return (
      <div className={`${accountReferralCss.root} ${accountReferralCss.missing}`}>
        {head}
        <h1 className={pageCss.title}>Kode Referral</h1>
        <StatusAlert
          status="error"
          className={alertStatusCss.alertRounded}
          title="Kode referral belum bisa dimuat. Coba muat ulang halaman."
        />
      </div>
    );
  }

  const code = referral.code.toUpperCase();
  const shareUrl = `${origin}${paths.referral()}?code=${encodeURIComponent(code)}`;
  const reward = referral.rewardPointPerReferral;
  const shareText =
    referral.shareText ??
    `Yuk gabung jadi member ${brandName}! Pakai kode referral ${code} saat daftar.`;

  return (
    <div className={accountReferralCss.root}>
      {head}
      <div>
        <h1 className={pageCss.title}>Kode Referral</h1>
        <p className={pageCss.lead}>
          {reward
            ? `Ajak teman bergabung dengan kodemu dan dapatkan ${formatPoints(reward)} untuk setiap teman yang mendaftar.`
            : 'Ajak teman bergabung dengan kodemu dan dapatkan poin untuk setiap teman yang mendaftar.'}
        </p>
      </div>
      <div className={accountReferralCss.card} data-testid="referral-card">
        <p className={accountReferralCss.cardLabel}>Kode referral kamu</p>
        <div className={accountReferralCss.codeRow}>
          <p className={accountReferralCss.code} data-testid="referral-code">
            {code}
          </p>
          <CopyButton
            value={code}
            context="referral"
            successMessage="Kode Referral Berhasil Disalin"
            failureMessage="Gagal Menyalin Kode Referral"
            size="md"
            className={copyButtonCss.white}
          >
            Salin kode
          </CopyButton>
        </div>
        <div className={accountReferralCss.share}>
          <ReferralShare url={shareUrl} text={shareText} brandName={brandName} />
        </div>
      </div>

      <div className={accountReferralCss.figures}>
        <Figure
          label="Teman bergabung"
          value={`${formatPoint(referral.referralCount ?? 0)} teman`}
          testId="referral-count"
        />
        <Figure
          label="Total poin referral"
          value={formatPoints(referral.totalRewardPoint ?? 0)}
          testId="referral-reward-total"
        />
      </div>

      <section aria-labelledby="referral-how" className={accountCss.accountPanel}>
        <h2
          className={`${headingCss.root} ${headingCss.md} ${accountReferralCss.howTitle}`}
          id="referral-how"
        >
          Cara kerjanya
        </h2>
        <ol className={accountReferralCss.steps}>
          <li>Bagikan kode atau tautan undanganmu ke teman.</li>
          <li>
            Temanmu mendaftar {brandName} dengan kode {code}.
          </li>
          <li>
            Kamu mendapat {reward ? formatPoints(reward) : 'poin'} untuk setiap teman yang
            bergabung.
          </li>
        </ol>
      </section>

      <section aria-labelledby="referral-check" className={accountCss.accountPanel}>
        <h2
          className={`${headingCss.root} ${headingCss.md} ${accountReferralCss.checkTitle}`}
          id="referral-check"
        >
          Cek kode teman
        </h2>
        <p className={accountReferralCss.checkLead}>
          Punya kode dari teman? Cek dulu apakah kodenya benar dan milik siapa.
        </p>
        <ReferralCheckForm />
      </section>
    </div>
  );
}
