import { Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { ContentImageBox } from '../../components/content-image-box';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import {
  eventCostLabel,
  eventPlaceLabel,
  formatEventSchedule,
} from '../../features/event/event-format';
import { EventRegistration } from '../../features/event/event-registration';
import { RegistrationOutcome } from '../../features/event/registration-outcome';
import { paths } from '../../lib/paths';
import { useEventPageData } from './event-page-data';
import { DETAIL_SIZES } from '../../lib/image-url';

/**
 * A visitor gets this page, server-rendered, instead of the form: the 'Masuk / Daftar' action
 * stores this path (`login-redirect`) before sign-in, so the member comes back to the form.
 */
function SignInFirst() {
  const { brandName } = usePublicConfig();
  return (
    <Stack
      gap="3"
      p={{ base: '4', md: '6' }}
      rounded="lg"
      borderWidth="1px"
      bg="brand.50"
      borderColor="brand.100"
      align="center"
      textAlign="center"
      data-testid="register-sign-in"
    >
      <Heading as="h2" size="lg">
        Masuk untuk mendaftar
      </Heading>
      <Text>
        Pendaftaran event khusus member {brandName}. Masuk atau daftar akun dulu, lalu kamu kembali
        ke halaman ini untuk mengisi data peserta.
      </Text>
      <Button asChild colorPalette="brand" size="lg">
        {/* A full page load: the gateway starts sign-in (state + PKCE) and leaves for the SSO. */}
        <a href={paths.login()}>Masuk / Daftar</a>
      </Button>
    </Stack>
  );
}

export function Component() {
  const { slug = '' } = useParams();
  const { event, viewer, isRegistered } = useEventPageData(slug);
  if (!event) return null;

  const crumbs: Crumb[] = [
    { label: 'Beranda', href: paths.home() },
    { label: 'Event', href: paths.events() },
    { label: event.title, href: paths.event(event.slug) },
    { label: 'Daftar' },
  ];

  return (
    <Container maxW="3xl" py={{ base: '4', md: '6' }}>
      <PageHead
        title={`Daftar ${event.title}`}
        description={`Daftar ${event.title}: ${event.shortContent}`}
        image={event.image}
        canonicalPath={paths.eventRegister(event.slug)}
        // A members' form: the event page is what search engines should show.
        robots="noindex, follow"
      />
      <Breadcrumbs items={crumbs} />
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="4">
        Daftar Event
      </Heading>
      <Grid
        as="section"
        aria-label="Event yang kamu daftari"
        templateColumns={{ base: '112px minmax(0, 1fr)', md: '200px minmax(0, 1fr)' }}
        gap={{ base: '3', md: '4' }}
        alignItems="start"
        p="3"
        mb="5"
        bg="white"
        rounded="lg"
        borderWidth="1px"
      >
        <ContentImageBox
          src={event.image}
          sizes={DETAIL_SIZES}
          alt=""
          width={800}
          height={450}
          rounded="md"
          priority
        />
        <Stack gap="1" minW="0" fontSize="sm">
          <Box asChild fontWeight="semibold" fontSize={{ base: 'sm', md: 'md' }} lineClamp="2">
            <Link to={paths.event(event.slug)}>{event.title}</Link>
          </Box>
          <Text color="fg.muted">{formatEventSchedule(event.startAt, event.endAt)}</Text>
          <Text color="fg.muted" truncate>
            {eventPlaceLabel(event.venue)}
          </Text>
          <Text fontWeight="bold" color="brand.600">
            {eventCostLabel(event.pointCost)}
            {event.pointCost > 0 ? ' per peserta' : ''}
          </Text>
        </Stack>
      </Grid>
      {viewer ? (
        <EventRegistration event={event} isRegistered={isRegistered} member={viewer} />
      ) : event.isPast || event.isFull ? (
        // No point in signing in for an event that cannot take anyone.
        <RegistrationOutcome
          kind={event.isPast ? 'ended' : 'full'}
          focus={false}
          eventSlug={event.slug}
        />
      ) : (
        <SignInFirst />
      )}
    </Container>
  );
}
