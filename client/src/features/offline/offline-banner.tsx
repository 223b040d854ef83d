import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { pageMeta } from './page-meta';

/**
 * "Kamu sedang offline — data terakhir {time}": on a page the service worker answered from its
 * cache (the time its data was rendered), or once the connection drops (the page's data is as
 * of then). Gone when the browser is back online. Shell code: keep it tiny.
 */
export function OfflineBanner() {
  // Set after hydration only: the server's HTML never has it.
  const [since, setSince] = useState<string | null>(null);

  useEffect(() => {
    const meta = pageMeta();
    if (meta.offlineCopy || !navigator.onLine) {
      setSince((meta.offlineCopy && meta.renderedAt) || new Date().toISOString());
    }
    const onOffline = () => setSince((current) => current ?? new Date().toISOString());
    const onOnline = () => setSince(null);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  if (!since) return null;
  return (
    <Box
      role="status"
      position="sticky"
      top="0"
      zIndex="banner"
      bg="gray.800"
      color="white"
      fontSize="sm"
      textAlign="center"
      px="4"
      py="2"
      data-testid="offline-banner"
    >
      Kamu sedang offline — data terakhir {formatDateTime(since)}
    </Box>
  );
}
