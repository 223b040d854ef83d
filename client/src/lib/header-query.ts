import { useQuery } from '@apollo/client/react';
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

/** The header's data; every component calling it shares the one cached operation. */
export function useHeaderData() {
  return useQuery(HeaderQuery, { errorPolicy: 'all' });
}
