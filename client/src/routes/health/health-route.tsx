import { useQuery } from '@apollo/client/react';
import { ButtonLoader } from '../../components/button-loader';
import { FallbackForm } from '../../components/fallback-form';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { LOCALE, TIME_ZONE } from '../../lib/format';
import { paths } from '../../lib/paths';
import { ServiceHealthQuery } from './health-loader';
import * as badgeCss from '../../components/badge.css';
import * as buttonCss from '../../components/button.css';
import * as containerCss from '../../components/container.css';
import * as containerSizeCss from '../../components/container-size.css';
import * as healthCss from './health.css';

/** PRODUCT: dates in id-ID, Asia/Jakarta ("Senin, 2 November 2026 pukul 19.27.03 WIB"). */
const checkedAtFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'full',
  timeStyle: 'long',
  timeZone: TIME_ZONE,
});

const msFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

function StatusBadge({ status }: { status: 'OK' | 'DOWN' }) {
  return status === 'OK' ? (
    <span className={`${badgeCss.root} ${badgeCss.green}`}>Normal</span>
  ) : (
    <span className={`${badgeCss.root} ${badgeCss.red}`}>Gangguan</span>
  );
}

/** The services' status, with their response times: plain markup, no Chakra runtime. */
export function Component() {
  const { brandName } = usePublicConfig();
  // The loader has just fetched it; "Periksa lagi" asks the server again.
  const { data, refetch, loading } = useQuery(ServiceHealthQuery, {
    fetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const health = data?.serviceHealth;

  return (
    <div className={`${containerCss.root} ${containerSizeCss.max3xl} ${healthCss.root}`}>
      <PageHead
        title="Status Layanan"
        description="Status situs, API konten dan API identitas saat ini, dengan waktu responsnya."
      />
      <h1 className={healthCss.title}>Status Layanan</h1>
      <p className={healthCss.lead}>Kondisi layanan {brandName} saat ini.</p>
      {health ? (
        <>
          <div className={healthCss.overall} data-testid="overall-status">
            <p className={healthCss.overallText}>
              {health.status === 'OK'
                ? 'Semua layanan berjalan normal.'
                : 'Sebagian layanan sedang mengalami gangguan.'}
            </p>
          </div>
          <table className={healthCss.tableRoot} aria-label="Status setiap layanan">
            <thead className={healthCss.tableHeader}>
              <tr className={healthCss.tableRow}>
                <th className={healthCss.tableColumnHeader}>Layanan</th>
                <th className={healthCss.tableColumnHeader}>Status</th>
                <th className={`${healthCss.tableColumnHeader} ${healthCss.tableEnd}`}>
                  Waktu respons
                </th>
              </tr>
            </thead>
            <tbody>
              {health.services.map((service) => (
                <tr key={service.name} className={healthCss.tableRow} data-service={service.name}>
                  <td className={healthCss.tableCell}>{service.label}</td>
                  <td className={healthCss.tableCell}>
                    <StatusBadge status={service.status} />
                  </td>
                  <td className={`${healthCss.tableCell} ${healthCss.tableEnd}`}>
                    {msFormat.format(service.responseTimeMs)} ms
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={healthCss.footer}>
            <p className={healthCss.checkedAt}>
              Diperiksa pada{' '}
              <time dateTime={health.checkedAt}>
                {checkedAtFormat.format(new Date(health.checkedAt))}
              </time>
            </p>
            {/* Without JavaScript, a fresh load of the page is the new check. */}
            <FallbackForm action={paths.health()}>
              <button
                type="submit"
                className={`${buttonCss.root} ${buttonCss.sm} ${buttonCss.outline}`}
                disabled={loading}
                data-loading={loading ? '' : undefined}
                onClick={() => void refetch()}
              >
                <ButtonLoader loading={loading}>Periksa lagi</ButtonLoader>
              </button>
            </FallbackForm>
          </div>
        </>
      ) : (
        <p className={healthCss.empty}>Status layanan belum dapat dimuat.</p>
      )}
    </div>
  );
}
