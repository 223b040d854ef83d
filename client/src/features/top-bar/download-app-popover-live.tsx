import { Box, Popover, Portal, Text, VStack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { usePublicConfig } from '../../config/public-config';
import type { LiveControlOptions } from '../../lib/deferred-control';
import { ChakraScope } from '../../app/chakra-scope';
import { DownloadAppTrigger } from './download-app-trigger';
import { StoreBadges } from './store-badges';

// The QR drawing code loads when the popover first opens (desktop only, rarely opened).
const QRCodeSVG = lazy(() =>
  import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })),
);
const QR_SIZE = 148;

/** SPEC 2: a QR code of the app link (drawn here, no network), the invitation and store badges. */
export function LiveDownloadAppPopover({ open, triggerMark }: LiveControlOptions) {
  const { brandName, appLinkUrl } = usePublicConfig();
  // Lazy already: Chakra's runtime comes with it, never with the first load.
  return (
    <ChakraScope>
      <Popover.Root
        positioning={{ placement: 'bottom-start' }}
        lazyMount
        unmountOnExit
        defaultOpen={open}
      >
        <Popover.Trigger asChild>
          <DownloadAppTrigger {...triggerMark} />
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width="320px" aria-label={`Download aplikasi ${brandName}`}>
              <Popover.Arrow />
              <Popover.Body>
                <VStack gap="3" textAlign="center">
                  <Popover.Title fontWeight="semibold">Download aplikasi {brandName}</Popover.Title>
                  <Box p="2" bg="white" rounded="md" borderWidth="1px" data-testid="app-qr">
                    <Suspense fallback={<Box width={`${QR_SIZE}px`} height={`${QR_SIZE}px`} />}>
                      <QRCodeSVG
                        value={appLinkUrl}
                        size={QR_SIZE}
                        fgColor="#30113a"
                        title={`Kode QR aplikasi ${brandName}`}
                      />
                    </Suspense>
                  </Box>
                  <Text fontSize="sm" color="fg.muted">
                    Pindai kode QR untuk memasang aplikasi {brandName}: kumpulkan voucher dan
                    nikmati keuntungan eksklusif khusus member.
                  </Text>
                  <StoreBadges />
                </VStack>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </ChakraScope>
  );
}
