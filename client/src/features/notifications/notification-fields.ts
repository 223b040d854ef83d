import { graphql } from '../../gql';

/**
 * What the bell and its panel show, asked with the header (lib/header-query.ts) and again by
 * the mark-as-read mutation, so its answer replaces the list in the cache whole. Apart from the
 * panel's module, which loads on demand: the header's query needs it in the first load.
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
