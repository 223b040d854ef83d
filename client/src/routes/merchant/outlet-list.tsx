import type { FragmentType } from '@apollo/client';
import { graphql } from '../../gql';
import { fragmentData } from '../../lib/fragment-data';
import { mapSearchUrl } from '../../lib/map-link';
import * as srOnlyCss from '../../components/sr-only.css';
import * as merchantCss from './merchant.css';

export const OutletListFragment = graphql(`
  fragment OutletList_outlet on Outlet {
    id
    name
    address
    city
    latitude
    longitude
  }
`);

function OutletItem(props: { outlet: FragmentType<typeof OutletListFragment> }) {
  const outlet = fragmentData(OutletListFragment, props.outlet);
  return (
    <li className={merchantCss.outlet}>
      <div className={merchantCss.outletBody}>
        <div className={merchantCss.outletHead}>
          <p className={merchantCss.outletName}>{outlet.name}</p>
          <span className={merchantCss.outletCity}>{outlet.city}</span>
        </div>
        <p className={merchantCss.outletAddress}>{outlet.address}</p>
        {/* A map search on a fixed, well-known host, built by the site; opened beside the page. */}
        <a
          href={mapSearchUrl(outlet)}
          target="_blank"
          rel="noopener noreferrer"
          className={merchantCss.outletMap}
        >
          Lihat di peta<span className={srOnlyCss.srOnly}>: {outlet.name}</span>
        </a>
      </div>
    </li>
  );
}

/** Where the merchant's vouchers can be redeemed: name, address, city and a map link each. */
export function OutletList(props: {
  outlets: ReadonlyArray<FragmentType<typeof OutletListFragment> & { id: string }>;
}) {
  return (
    <ul className={merchantCss.outlets}>
      {props.outlets.map((outlet) => (
        <OutletItem key={outlet.id} outlet={outlet} />
      ))}
    </ul>
  );
}
