import { Box, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { ChakraExternalLink } from '../../components/chakra-external-link';
import { usePublicConfig } from '../../config/public-config';
import { formatPoint } from '../../lib/format';
import { tierProgress, type TierLike, type TierThreshold } from './tier-progress';

/**
 * The member's tier and the way to the next one: a bar over this tier's stretch and
 * "{n} poin lagi menuju {tier}" (or the top tier reached).
 */
export function TierCard(props: {
  tier: (TierLike & { name: string }) | null | undefined;
  tiers: readonly TierThreshold[];
}) {
  const { ssoUrl, brandName } = usePublicConfig();
  const { tier } = props;
  if (!tier) {
    return (
      <Box bg="white" rounded="xl" borderWidth="1px" p="5" data-testid="tier-card">
        <Text color="fg.muted" fontSize="sm">
          Info tier belum bisa dimuat. Coba muat ulang halaman sebentar lagi.
        </Text>
      </Box>
    );
  }
  const progress = tierProgress(tier, props.tiers);
  return (
    <Box
      rounded="xl"
      p={{ base: '4', md: '5' }}
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.600"
      gradientTo="brand.800"
      display="flex"
      flexDirection="column"
      justifyContent="space-between"
      data-testid="tier-card"
    >
      <Flex justify="space-between" align="start" gap="3">
        <Box>
          <Text fontSize="xs" opacity="0.85">
            {brandName} Tier
          </Text>
          <Text fontSize="2xl" fontWeight="bold" lineHeight="short" data-testid="tier-name">
            {tier.name}
          </Text>
        </Box>
        <ChakraExternalLink
          href={`${ssoUrl}/tnc_tiers`}
          newTab
          fontSize="xs"
          fontWeight="semibold"
          color="white"
          textDecoration="underline"
          textUnderlineOffset="3px"
        >
          Keuntungan tier
        </ChakraExternalLink>
      </Flex>
      <Stack gap="2" mt="4">
        <Progress.Root value={progress.percent} size="sm" colorPalette="yellow">
          {/* The track is the progressbar (Ark names it by its value unless told). */}
          <Progress.Track
            bg="whiteAlpha.300"
            rounded="full"
            aria-label={
              progress.nextTierName ? `Progres menuju ${progress.nextTierName}` : 'Progres tier'
            }
          >
            <Progress.Range bg="yellow.300" rounded="full" />
          </Progress.Track>
        </Progress.Root>
        <Flex justify="space-between" gap="3" fontSize="sm" wrap="wrap">
          <Text fontWeight="semibold" data-testid="tier-progress">
            {progress.label}
          </Text>
          {tier.point != null ? (
            <Text opacity="0.85">{formatPoint(tier.point)} poin tier</Text>
          ) : null}
        </Flex>
        <Text fontSize="xs" opacity="0.75">
          Poin tier dihitung dari poin yang kamu peroleh dan belum kedaluwarsa.
        </Text>
      </Stack>
    </Box>
  );
}
