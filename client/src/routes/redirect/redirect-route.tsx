import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { takeLoginRedirect } from '../../lib/login-redirect';
import { paths } from '../../lib/paths';
import { safeRedirectPath } from '../../lib/safe-redirect';
import * as buttonCss from '../../components/button.css';
import * as textCss from '../../components/text.css';
import * as redirectCss from './redirect.css';

/**
 * The return from single sign-on. The gateway has already exchanged the code and set the
 * cookies; it sends `?error=...` when that failed. On success, go back (replacing this entry)
 * to where the member started, if that is a path on this site.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get('error');

  useEffect(() => {
    if (error) return;
    const target = safeRedirectPath(takeLoginRedirect());
    void navigate(target, { replace: true });
  }, [error, navigate]);

  if (error) {
    return (
      <div className={redirectCss.root}>
        <PageHead title="Gagal Masuk" />
        <div className={`${redirectCss.column} ${redirectCss.columnText}`}>
          <h1 className={redirectCss.title}>Gagal Masuk</h1>
          <p className={textCss.muted}>
            Maaf, kami tidak berhasil memproses proses masuk ke akunmu. Silakan coba lagi.
          </p>
          <a
            href={paths.login()}
            className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.solid}`}
          >
            Coba Lagi
          </a>
          <a
            href={paths.home()}
            className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.ghost}`}
          >
            Kembali ke Beranda
          </a>
        </div>
      </div>
    );
  }

  return (
    <div className={redirectCss.root}>
      <PageHead title="Memproses" />
      <div className={redirectCss.column}>
        <span className={redirectCss.spinner} />
        <h1 className={redirectCss.working}>Sedang memproses masuk…</h1>
      </div>
    </div>
  );
}
