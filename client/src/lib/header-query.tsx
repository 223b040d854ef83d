import { useQuery } from '@apollo/client/react';
import { createContext, useContext, type ReactNode } from 'react';
import { graphql } from '../gql';

/**
 * What the bell and its panel show (features/notifications), asked with the header and again by
 * the mark-as-read mutation and the claim, so their answers replace the list in the cache whole.
 * Here rather than with the panel: its module loads on demand, the header's query is in the
 * first load.
 */
export const NotificationPanelList = graphql(`
  fragment NotificationPanel_list on NotificationList {
    unreadCount
    items {
      id
      kind
      withinDays
      point
      title
      date
      link
      read
    }
  }
`);

/**
 * SPEC 4: everything the header shows, in ONE operation: the member (null for a visitor) with
 * tier, points, cards, badges, referral and what the bell counts, and the Voucher Categories
 * (page_size 50). Each viewer field may fail on its own; errorPolicy 'all' keeps the rest.
 */
export const HeaderQuery = graphql(`
  query Header {
    viewer {
      user {
        valueId
        firstName
        lastName
        fullName
        email
        phone
        verified
        photo
      }
      tier {
        name
      }
      point
      expiringPoint {
        point
        expiredDate
      }
      cards {
        totalCount
      }
      badgeCategories {
        id
        name
        badges {
          id
          isObtained
        }
      }
      referral {
        code
      }
      notifications {
        ...NotificationPanel_list
      }
    }
    categories(pageSize: 50) {
      items {
        id
        slug
        title
        image
        link
      }
    }
  }
`);

function useHeaderQuery() {
  return useQuery(HeaderQuery, { errorPolicy: 'all' });
}

const HeaderDataContext = createContext<ReturnType<typeof useHeaderQuery> | null>(null);

/**
 * Watches the header's operation once for the whole page (app/providers.tsx). A query per reader
 * was a watch of the cache each: on a promo page six, each set up while the page hydrated.
 */
export function HeaderDataProvider(props: { children: ReactNode }) {
  return (
    <HeaderDataContext.Provider value={useHeaderQuery()}>
      {props.children}
    </HeaderDataContext.Provider>
  );
}

/** The header's data (the member, the categories), for any component of the page. */
export function useHeaderData() {
  const data = useContext(HeaderDataContext);
  if (!data) throw new Error('useHeaderData needs a HeaderDataProvider above it');
  return data;
}
