import { Container, Heading, Text } from '@chakra-ui/react';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';

export function Component() {
  const { brandName } = usePublicConfig();
  return (
    <Container maxW="6xl" py="8">
      <PageHead title={`${brandName} – Promo, Voucher & Event`} />
      <Heading as="h1" size="2xl">
        Promo dan voucher pilihan untukmu
      </Heading>
      <Text mt="2" color="fg.muted">
        Kumpulkan poin, tukarkan voucher, dan nikmati keuntungan eksklusif member {brandName}.
      </Text>
    </Container>
  );
}
