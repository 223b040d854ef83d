import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPoints } from '../../lib/format';
import { paths } from '../../lib/paths';

// Only a successful registration draws a QR code: its code loads then, not with the form.
const QRCodeSVG = lazy(() =>
  import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })),
);
const QR_SIZE = 168;

/** A panel's heading; it takes the focus when the panel replaced the form after a submit. */
function OutcomeHeading(props: { focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (props.focus) ref.current?.focus();
  }, [props.focus]);
  return (
    <Heading as="h2" size="lg" ref={ref} tabIndex={-1} outline="none">
      {props.children}
    </Heading>
  );
}

function Panel(props: { tone: 'green' | 'red' | 'gray'; testId: string; children: ReactNode }) {
  return (
    <Stack
      gap="3"
      p={{ base: '4', md: '6' }}
      rounded="lg"
      borderWidth="1px"
      borderColor={`${props.tone}.200`}
      bg={`${props.tone}.50`}
      textAlign="center"
      align="center"
      data-testid={props.testId}
    >
      {props.children}
    </Stack>
  );
}

function Actions(props: { children: ReactNode }) {
  return (
    <Flex gap="3" wrap="wrap" justify="center" mt="2">
      {props.children}
    </Flex>
  );
}

type OutcomeProps =
  | {
      kind: 'registered';
      focus: boolean;
      eventSlug: string;
      eventTitle: string;
      ticket: { code: string; qrCode: string; pointUsed: number };
      balance: number | null;
    }
  | { kind: 'already' | 'full' | 'ended'; focus: boolean; eventSlug: string };

/** What the register page shows instead of the form: the ticket, or why there is no form. */
export function RegistrationOutcome(props: OutcomeProps) {
  const backToEvent = (
    <Button asChild variant="outline" colorPalette="brand">
      <Link to={paths.event(props.eventSlug)}>Kembali ke Event</Link>
    </Button>
  );
  const myTickets = (
    <Button asChild colorPalette="brand">
      <Link to={paths.accountVoucher()}>Lihat Tiket Saya</Link>
    </Button>
  );

  switch (props.kind) {
    case 'registered':
      return (
        <Panel tone="green" testId="registration-success">
          <OutcomeHeading focus={props.focus}>Pendaftaran berhasil</OutcomeHeading>
          <Text>
            Kamu terdaftar di <strong>{props.eventTitle}</strong>. Tunjukkan kode tiket ini di meja
            registrasi.
          </Text>
          <Box bg="white" p="3" rounded="md" borderWidth="1px">
            <Suspense fallback={<Box boxSize={`${QR_SIZE}px`} />}>
              <QRCodeSVG value={props.ticket.qrCode} size={QR_SIZE} title="QR kode tiket" />
            </Suspense>
          </Box>
          <Box>
            <Text fontSize="xs" color="fg.muted">
              Kode tiket
            </Text>
            <Text
              fontFamily="mono"
              fontSize="xl"
              fontWeight="bold"
              letterSpacing="wider"
              data-testid="ticket-code"
            >
              {props.ticket.code}
            </Text>
          </Box>
          {props.ticket.pointUsed > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {formatPoints(props.ticket.pointUsed)} sudah dipakai
              {props.balance != null ? `; sisa poin kamu ${formatPoints(props.balance)}` : ''}.
            </Text>
          ) : null}
          <Actions>
            {myTickets}
            {backToEvent}
          </Actions>
        </Panel>
      );
    case 'already':
      return (
        <Panel tone="green" testId="registration-already">
          <OutcomeHeading focus={props.focus}>Kamu sudah terdaftar di event ini</OutcomeHeading>
          <Text>Satu akun cukup mendaftar sekali. Tiket kamu ada di Voucher Saya.</Text>
          <Actions>
            {myTickets}
            {backToEvent}
          </Actions>
        </Panel>
      );
    case 'full':
      return (
        <Panel tone="red" testId="registration-full">
          <OutcomeHeading focus={props.focus}>Kuota penuh</OutcomeHeading>
          <Text>
            Maaf, semua kursi event ini sudah terisi. Yuk, cari event lain yang masih buka.
          </Text>
          <Actions>
            <Button asChild colorPalette="brand">
              <Link to={paths.events()}>Lihat Event Lain</Link>
            </Button>
            {backToEvent}
          </Actions>
        </Panel>
      );
    case 'ended':
      return (
        <Panel tone="gray" testId="registration-ended">
          <OutcomeHeading focus={props.focus}>Event ini sudah selesai</OutcomeHeading>
          <Text>Pendaftaran sudah ditutup. Lihat event lain yang akan datang.</Text>
          <Actions>
            <Button asChild colorPalette="brand">
              <Link to={paths.events()}>Lihat Event Lain</Link>
            </Button>
            {backToEvent}
          </Actions>
        </Panel>
      );
  }
}
