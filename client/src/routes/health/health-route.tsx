import { useQuery } from '@apollo/client/react';
import { Badge, Button, Container, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { LOCALE, TIME_ZONE } from '../../lib/format';
import { ServiceHealthQuery } from './health-loader';

/** PRODUCT: dates in id-ID, Asia/Jakarta ("Senin, 2 November 2026 pukul 19.27.03 WIB"). */
const checkedAtFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'full',
  timeStyle: 'long',
  timeZone: TIME_ZONE,
});

const msFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

function StatusBadge({ status }: { status: 'OK' | 'DOWN' }) {
  return status === 'OK' ? (
    <Badge colorPalette="green" variant="solid">
      Normal
    </Badge>
  ) : (
    <Badge colorPalette="red" variant="solid">
      Gangguan
    </Badge>
  );
}

export function Component() {
  const { brandName } = usePublicConfig();
  // The loader has just fetched it; "Periksa lagi" asks the server again.
  const { data, refetch, loading } = useQuery(ServiceHealthQuery, {
    fetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const health = data?.serviceHealth;

  return (
    <Container maxW="3xl" py="8">
      <PageHead
        title="Status Layanan"
        description="Status situs, API konten dan API identitas saat ini, dengan waktu responsnya."
      />
      <Heading as="h1" size="2xl">
        Status Layanan
      </Heading>
      <Text mt="2" color="fg.muted">
        Kondisi layanan {brandName} saat ini.
      </Text>
      {health ? (
        <>
          <HStack mt="6" gap="3" wrap="wrap" data-testid="overall-status">
            <Text fontWeight="semibold">
              {health.status === 'OK'
                ? 'Semua layanan berjalan normal.'
                : 'Sebagian layanan sedang mengalami gangguan.'}
            </Text>
          </HStack>
          <Table.Root mt="4" variant="outline" aria-label="Status setiap layanan">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Layanan</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Waktu respons</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {health.services.map((service) => (
                <Table.Row key={service.name} data-service={service.name}>
                  <Table.Cell>{service.label}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={service.status} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {msFormat.format(service.responseTimeMs)} ms
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <HStack mt="4" justify="space-between" wrap="wrap" gap="3">
            <Text fontSize="sm" color="fg.muted">
              Diperiksa pada{' '}
              <time dateTime={health.checkedAt}>
                {checkedAtFormat.format(new Date(health.checkedAt))}
              </time>
            </Text>
            <Button size="sm" variant="outline" loading={loading} onClick={() => void refetch()}>
              Periksa lagi
            </Button>
          </HStack>
        </>
      ) : (
        <Text mt="6">Status layanan belum dapat dimuat.</Text>
      )}
    </Container>
  );
}
