import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { usePublicConfig } from '../../config/public-config';
import { loadTagManager } from './analytics';
import {
  introEvents,
  pushDataLayer,
  trackingEventName,
  type IntroEventKey,
} from './tracking-events';

/** Pushes one of the SPEC 9 user-menu events, with the Staging suffix off production. */
export function useTrackIntro() {
  const { productionHost } = usePublicConfig();
  return useCallback(
    (key: IntroEventKey) => {
      const { event, label } = introEvents[key];
      pushDataLayer({
        event: trackingEventName(event, window.location.hostname, productionHost),
        event_label: label,
      });
    },
    [productionHost],
  );
}

/**
 * A page view on every navigation, the first load included. Render it AFTER the page (its
 * effect then runs after the page's title effect, so page_title is the new title).
 */
export function Tracking() {
  const location = useLocation();
  const { gtmId } = usePublicConfig();
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    loadTagManager(gtmId);
  }, [gtmId]);

  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    pushDataLayer({
      event: 'pageview',
      page_path: `${location.pathname}${location.search}`,
      page_title: document.title,
    });
  }, [location]);

  return null;
}
