import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePublicConfig } from '../../config/public-config';
import { paths } from '../../lib/paths';
import * as containerCss from '../../components/container.css';
import * as brandCss from '../../components/brand.css';
import * as landingCss from './landing.css';

/**
 * The simple top of the pages without the site's shell: the logo back home, and an action. A
 * plain block, not a `<header>`: these pages have no site header (SPEC 2 layouts).
 */
export function StandaloneTop({ action }: { action?: ReactNode }) {
  const { brandName } = usePublicConfig();
  return (
    <div className={landingCss.top} data-testid="standalone-top">
      <div className={containerCss.root}>
        <div className={landingCss.topRow}>
          <Link to={paths.home()} aria-label={`${brandName} – beranda`}>
            <p className={brandCss.root}>{brandName}</p>
          </Link>
          {action}
        </div>
      </div>
    </div>
  );
}
