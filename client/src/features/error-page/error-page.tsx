import { Link, useNavigate } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { paths } from '../../lib/paths';
import * as buttonCss from '../../components/button.css';
import * as containerCss from '../../components/container.css';
import * as errorPageCss from './error-page.css';

const DEFAULT_ERROR_TEXT = 'Terjadi kesalahan pada server, mohon coba lagi nanti.';

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
    <div className={`${containerCss.root} ${errorPageCss.containerNarrow} ${errorPageCss.root}`}>
      <PageHead title={title} />
      <div className={errorPageCss.stack}>
        <p className={errorPageCss.status} aria-hidden="true">
          {props.status}
        </p>
        <h1 className={errorPageCss.title}>{title}</h1>
        <p className={errorPageCss.text}>{text}</p>
        {notFound && env !== 'production' && props.message ? (
          <p className={errorPageCss.detail} data-testid="error-detail">
            {props.message}
          </p>
        ) : null}
        <div className={errorPageCss.actions}>
          <button
            type="button"
            className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.outline}`}
            onClick={() => navigate(-1)}
          >
            Kembali
          </button>
          <Link
            to={paths.home()}
            className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.solid}`}
          >
            Homepage
          </Link>
        </div>
      </div>
    </div>
  );
}
