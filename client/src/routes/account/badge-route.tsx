import { useQuery } from '@apollo/client/react';
import { Alert, Box, Flex, Heading, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { PageHead } from '../../components/page-head';
import { BadgeDialog } from '../../features/account/badge-dialog';
import { BadgeTile } from '../../features/account/badge-tile';
import { paths } from '../../lib/paths';
import { AccountBadgesQuery, accountBadgesOptions } from './badge-loader';

function countOf(badges: ReadonlyArray<{ isObtained: boolean }>) {
  return { obtained: badges.filter((badge) => badge.isObtained).length, total: badges.length };
}

export function Component() {
  const { data, error } = useQuery(AccountBadgesQuery, accountBadgesOptions);
  const [openId, setOpenId] = useState<string | null>(null);
  const categories = data?.viewer?.badgeCategories;
  const all = categories?.flatMap((category) => category.badges) ?? [];
  const total = countOf(all);
  const open = all.find((badge) => badge.id === openId) ?? null;

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <PageHead
        title="Koleksi Badge"
        description="Badge yang sudah kamu dapatkan dan yang masih menunggu untuk dibuka."
        robots="noindex"
      />
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Koleksi Badge
        </Heading>
        <Text mt="1" color="fg.muted" fontSize="sm">
          Kumpulkan badge dengan bertransaksi, membaca dan ikut acara. Ketuk badge untuk melihat
          detailnya.
        </Text>
      </Box>

      {!categories ? (
        error ? (
          <Alert.Root status="error" rounded="lg">
            <Alert.Indicator />
            <Alert.Title>Koleksi badge belum bisa dimuat. Coba muat ulang halaman.</Alert.Title>
          </Alert.Root>
        ) : null
      ) : categories.length === 0 ? (
        <EmptyState
          title="Belum ada badge"
          description="Badge baru akan muncul di sini. Sambil menunggu, cek promo terbaru."
          action={{ label: 'Lihat promo', href: paths.promos() }}
        />
      ) : (
        <>
          <Box bg="white" rounded="xl" borderWidth="1px" p={{ base: '4', md: '5' }}>
            <Flex justify="space-between" align="baseline" mb="2" gap="3">
              <Text fontWeight="semibold" data-testid="badge-total">
                {`${total.obtained} dari ${total.total} badge terkumpul`}
              </Text>
              {total.obtained === 0 ? (
                <Text fontSize="xs" color="fg.muted">
                  Badge pertamamu menunggu!
                </Text>
              ) : null}
            </Flex>
            <Progress.Root
              value={total.total ? Math.round((total.obtained / total.total) * 100) : 0}
              size="sm"
              colorPalette="brand"
            >
              <Progress.Track rounded="full" aria-label="Badge terkumpul">
                <Progress.Range rounded="full" />
              </Progress.Track>
            </Progress.Root>
          </Box>
          {categories.map((category) => {
            const count = countOf(category.badges);
            const headingId = `badge-category-${category.id}`;
            return (
              <Box
                as="section"
                key={category.id}
                aria-labelledby={headingId}
                data-testid="badge-category"
              >
                <Flex align="baseline" justify="space-between" mb="3" gap="3">
                  <Heading as="h2" size="md" id={headingId}>
                    {category.name}
                  </Heading>
                  <Text
                    fontSize="sm"
                    fontWeight="semibold"
                    color={count.obtained === count.total ? 'green.700' : 'brand.600'}
                    aria-label={`${count.obtained} dari ${count.total} badge didapat`}
                    data-testid="badge-category-count"
                  >
                    {`${count.obtained}/${count.total}`}
                  </Text>
                </Flex>
                <SimpleGrid
                  as="ul"
                  listStyleType="none"
                  columns={{ base: 2, sm: 3, lg: 4 }}
                  gap={{ base: '3', md: '4' }}
                >
                  {category.badges.map((badge) => (
                    <li key={badge.id}>
                      <BadgeTile badge={badge} onOpen={setOpenId} />
                    </li>
                  ))}
                </SimpleGrid>
              </Box>
            );
          })}
        </>
      )}
      <BadgeDialog badge={open} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
