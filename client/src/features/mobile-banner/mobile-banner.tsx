import { Box, Button, CloseButton, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ExternalLink } from '../../components/external-link';
import { PhoneIcon } from '../../components/icons';
import { usePublicConfig } from '../../config/public-config';

/**
 * SPEC 2: on small screens only, an invitation to the app. Closing it hides it until the next
 * page load (not persisted, on purpose).
 */
export function MobileBanner() {
  const { brandName, appLinkUrl } = usePublicConfig();
  const [open, setOpen] = useState(true);
  if (!open) return null;

  return (
    <Box
      as="aside"
      aria-label="Aplikasi"
      data-testid="mobile-banner"
      display={{ base: 'block', md: 'none' }}
      bg="brand.50"
      borderBottomWidth="1px"
      borderColor="brand.100"
      px="3"
      py="2"
    >
      <HStack gap="2">
        <CloseButton size="xs" aria-label="Tutup banner aplikasi" onClick={() => setOpen(false)} />
        <PhoneIcon color="brand.500" boxSize="5" aria-hidden="true" />
        <Text flex="1" fontSize="xs" lineHeight="short">
          Nikmati lebih banyak fitur di aplikasi {brandName}
        </Text>
        <Button asChild size="xs" colorPalette="brand" rounded="full">
          <ExternalLink href={appLinkUrl} _hover={{ textDecoration: 'none' }}>
            Buka di Aplikasi
          </ExternalLink>
        </Button>
      </HStack>
    </Box>
  );
}
