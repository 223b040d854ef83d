import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useLazyModule } from '../../lib/use-lazy-module';
import { EmptyState } from '../../components/empty-state';
import { PageHead } from '../../components/page-head';
import { ProgressBar } from '../../components/progress-bar';
import { StatusAlert } from '../../components/status-alert';
import { BadgeTile } from '../../features/account/badge-tile';
import { toaster } from '../../components/toaster';
import { paths } from '../../lib/paths';
import { AccountBadgesQuery, accountBadgesOptions } from './badge-loader';
import * as accountBadgesCss from './account-badges.css';
import * as accountCss from '../../features/account/account.css';
import * as alertStatusCss from '../../components/alert-status.css';
import * as headingCss from '../../components/heading.css';
import * as pageCss from '../../components/page.css';

/**
 * The details dialog's module loads when a badge is first opened, not with the page.
 */
const importBadgeDialog = () => import('../../features/account/badge-dialog');
function countOf(badges: ReadonlyArray<{ isObtained: boolean }>) {
  return { obtained: badges.filter((badge) => badge.isObtained).length, total: badges.length };
}

export function Component() {
  const { data, error } = useQuery(AccountBadgesQuery, accountBadgesOptions);
  const [openId, setOpenId] = useState<string | null>(null);
  const categories = data?.viewer?.badgeCategories;
  const all = categories?.flatMap((category) => category.badges) ?? [];
  const total = countOf(all);
  const open = all.find((badge) => badge.id === openId) ?? null;
  const dialog = useLazyModule(importBadgeDialog, open != null, () => {
    setOpenId(null);
    toaster.error('Detail badge belum bisa dibuka', {
      description: 'Periksa koneksimu lalu coba lagi.',
    });
  });

  return (
    <div className={accountBadgesCss.root}>
      <PageHead
        title="Koleksi Badge"
        description="Badge yang sudah kamu dapatkan dan yang masih menunggu untuk dibuka."
        robots="noindex"
      />
      <div>
        <h1 className={pageCss.title}>Koleksi Badge</h1>
        <p className={pageCss.lead}>
          Kumpulkan badge dengan bertransaksi, membaca dan ikut acara. Ketuk badge untuk melihat
          detailnya.
        </p>
      </div>
      {!categories ? (
        error ? (
          <StatusAlert
            status="error"
            className={alertStatusCss.alertRounded}
            title="Koleksi badge belum bisa dimuat. Coba muat ulang halaman."
          />
        ) : null
      ) : categories.length === 0 ? (
        <EmptyState
          title="Belum ada badge"
          description="Badge baru akan muncul di sini. Sambil menunggu, cek promo terbaru."
          action={{ label: 'Lihat promo', href: paths.promos() }}
        />
      ) : (
        <>
          <div className={accountCss.accountPanel}>
            <div className={accountBadgesCss.totalRow}>
              <p className={accountBadgesCss.total} data-testid="badge-total">
                {`${total.obtained} dari ${total.total} badge terkumpul`}
              </p>
              {total.obtained === 0 ? (
                <p className={accountBadgesCss.firstWaits}>Badge pertamamu menunggu!</p>
              ) : null}
            </div>
            <ProgressBar
              value={total.total ? Math.round((total.obtained / total.total) * 100) : 0}
              label="Badge terkumpul"
              valueText={`${total.obtained} dari ${total.total} badge terkumpul`}
              className={accountBadgesCss.bar}
            />
          </div>
          {categories.map((category) => {
            const count = countOf(category.badges);
            const headingId = `badge-category-${category.id}`;
            return (
              <section key={category.id} aria-labelledby={headingId} data-testid="badge-category">
                <div className={accountBadgesCss.categoryHead}>
                  <h2 className={`${headingCss.root} ${headingCss.md}`} id={headingId}>
                    {category.name}
                  </h2>
                  <p
                    className={
                      count.obtained === count.total
                        ? `${accountBadgesCss.count} ${accountBadgesCss.countComplete}`
                        : accountBadgesCss.count
                    }
                    aria-label={`${count.obtained} dari ${count.total} badge didapat`}
                    data-testid="badge-category-count"
                  >
                    {`${count.obtained}/${count.total}`}
                  </p>
                </div>
                <ul className={accountBadgesCss.grid}>
                  {category.badges.map((badge) => (
                    <li key={badge.id}>
                      <BadgeTile badge={badge} onOpen={setOpenId} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
      {dialog ? <dialog.BadgeDialog badge={open} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
