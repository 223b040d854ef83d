import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { CopyButton } from '../../components/copy-button';
import { ChakraExternalLink } from '../../components/chakra-external-link';

const subscribeNever = () => () => {};

/** True in a browser with the Web Share API; false on the server and during hydration. */
function useCanShare(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => typeof navigator.share === 'function',
    () => false,
  );
}

/**
 * The phone's share sheet where the Web Share API exists; otherwise WhatsApp and a copy of the
 * link. The link opens the public landing `/referral?code=…`.
 */
export function ReferralShare(props: { url: string; text: string; brandName: string }) {
  const canShare = useCanShare();

  async function share() {
    try {
      await navigator.share({
        title: `Gabung ${props.brandName}`,
        text: props.text,
        url: props.url,
      });
    } catch {
      // Closing the share sheet rejects too: nothing to say.
    }
  }

  return (
    <Box>
      <Flex gap="2" wrap="wrap">
        {canShare ? (
          <Button
            colorPalette="brand"
            onClick={() => void share()}
            flex={{ base: '1', sm: '0 0 auto' }}
          >
            Bagikan kode
          </Button>
        ) : (
          <>
            <Button asChild colorPalette="green" flex={{ base: '1', sm: '0 0 auto' }}>
              <ChakraExternalLink
                href={`https://wa.me/?text=${encodeURIComponent(`${props.text} ${props.url}`)}`}
                newTab
                _hover={{ textDecoration: 'none' }}
              >
                Bagikan ke WhatsApp
              </ChakraExternalLink>
            </Button>
            <CopyButton
              value={props.url}
              label="Salin tautan undangan"
              successMessage="Tautan berhasil disalin"
              failureMessage="Tautan gagal disalin"
              size="md"
              flex={{ base: '1', sm: '0 0 auto' }}
            >
              Salin tautan
            </CopyButton>
          </>
        )}
      </Flex>
      <Text mt="2" fontSize="xs" color="fg.muted" wordBreak="break-all" data-testid="referral-link">
        {props.url}
      </Text>
    </Box>
  );
}
