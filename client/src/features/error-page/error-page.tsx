import { Link, useNavigate } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { paths } from '../../lib/paths';

export const DEFAULT_ERROR_TEXT = 'Terjadi kesalahan pada server, mohon coba lagi nanti.';

/**
 * SPEC "Error page": 404 says 'Tidak Ditemukan'; any other status 'Terjadi Kesalahan' with
 * the status message, or, outside production, the error's own message.
 */
export function ErrorPage(props: { status: number; statusText?: string; message?: string }) {
  const { env } = usePublicConfig();
  const navigate = useNavigate();
  const notFound = props.status === 404;
  const title = notFound ? 'Tidak Ditemukan' : 'Terjadi Kesalahan';
  const text = notFound
    ? 'Mohon maaf halaman yang sedang kamu tuju tidak ditemukan'
    : (env !== 'production' ? props.message : props.statusText) || DEFAULT_ERROR_TEXT;

  return (
    <div className="mv-container mv-container--narrow mv-error-page">
      <PageHead title={title} />
      <div className="mv-error-page__stack">
        <p className="mv-error-page__status" aria-hidden="true">
          {props.status}
        </p>
        <h1 className="mv-error-page__title">{title}</h1>
        <p className="mv-error-page__text">{text}</p>
        {notFound && env !== 'production' && props.message ? (
          <p className="mv-error-page__detail" data-testid="error-detail">
            {props.message}
          </p>
        ) : null}
        <div className="mv-error-page__actions">
          <button
            type="button"
            className="mv-button mv-button--md mv-button--brand mv-button--outline"
            onClick={() => navigate(-1)}
          >
            Kembali
          </button>
          <Link
            to={paths.home()}
            className="mv-button mv-button--md mv-button--brand mv-button--solid"
          >
            Homepage
          </Link>
        </div>
      </div>
    </div>
  );
}
