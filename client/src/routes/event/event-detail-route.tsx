import { Box, Container, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../components/breadcrumbs';
import { ContentImageBox } from '../../components/content-image-box';
import { HtmlContent } from '../../components/html-content';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { EventFacts } from '../../features/event/event-facts';
import { eventCostLabel } from '../../features/event/event-format';
import { eventJsonLd } from '../../features/event/event-json-ld';
import { EventRegisterAction } from '../../features/event/event-register-action';
import { paths } from '../../lib/paths';
import { useEventPageData } from './event-page-data';
import { DETAIL_SIZES } from '../../lib/image-url';

export function Component() {
  const { slug = '' } = useParams();
  const { event, viewer, isRegistered } = useEventPageData(slug);
  const origin = useSiteOrigin();
  const { brandName } = usePublicConfig();
  if (!event) return null;

  const path = paths.event(event.slug);
  const crumbs: Crumb[] = [
    { label: 'Beranda', href: paths.home() },
    { label: 'Event', href: paths.events() },
    { label: event.title },
  ];

  return (
    <Container maxW="6xl" py={{ base: '4', md: '6' }}>
      <PageHead
        title={event.title}
        description={event.shortContent}
        image={event.image}
        canonicalPath={path}
        jsonLd={[
          eventJsonLd(event, {
            url: `${origin}${path}`,
            organizer: { name: brandName, url: `${origin}/` },
          }),
          breadcrumbJsonLd(crumbs, origin, path),
        ]}
      />
      <Breadcrumbs items={crumbs} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }}
        templateAreas={{
          base: `"banner" "facts" "action" "about"`,
          lg: `"banner action" "facts action" "about action"`,
        }}
        columnGap="8"
        rowGap={{ base: '5', md: '6' }}
        alignItems="start"
      >
        <Box gridArea="banner">
          <ContentImageBox
            src={event.image}
            sizes={DETAIL_SIZES}
            alt={event.title}
            width={800}
            height={450}
            priority
            rounded="lg"
          />
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mt="4">
            {event.title}
          </Heading>
          <Text mt="1" color="fg.muted">
            {event.shortContent}
          </Text>
        </Box>
        <Box gridArea="facts" bg="white" rounded="lg" borderWidth="1px" p={{ base: '4', md: '5' }}>
          <EventFacts event={event} />
        </Box>
        {/*
          On a phone the action sticks to the bottom of the screen until its place in the page
          scrolls into view (it never covers the description); beside the page on a desktop.
        */}
        <Box
          as="aside"
          aria-label="Pendaftaran"
          gridArea="action"
          position="sticky"
          bottom={{ base: '0', lg: 'auto' }}
          top={{ lg: '4' }}
          zIndex={{ base: 'docked', lg: 'auto' }}
          mx={{ base: '-4', sm: '0' }}
          bg="white"
          roundedTop="lg"
          roundedBottom={{ base: 'none', sm: 'lg' }}
          borderWidth="1px"
          p={{ base: '3', md: '5' }}
          shadow={{ base: '0 -4px 12px rgba(0, 0, 0, 0.08)', lg: 'sm' }}
        >
          <Flex
            direction={{ base: 'row', lg: 'column' }}
            gap={{ base: '3', lg: '4' }}
            align={{ base: 'start', lg: 'stretch' }}
          >
            <Box flexShrink="0" minW={{ base: '24', lg: 'auto' }}>
              <Text fontSize="xs" color="fg.muted">
                Biaya pendaftaran
              </Text>
              <Text fontSize={{ base: 'lg', lg: 'xl' }} fontWeight="bold" color="brand.600">
                {eventCostLabel(event.pointCost)}
              </Text>
              {event.pointCost > 0 ? (
                <Text fontSize="xs" color="fg.muted">
                  per peserta
                </Text>
              ) : null}
            </Box>
            <Box flex="1" minW="0">
              <EventRegisterAction
                slug={event.slug}
                isPast={event.isPast}
                isFull={event.isFull}
                isRegistered={isRegistered}
                signedIn={Boolean(viewer)}
              />
            </Box>
          </Flex>
        </Box>
        <Box as="section" gridArea="about" aria-labelledby="event-about-heading">
          <Heading as="h2" size="lg" id="event-about-heading" mb="3">
            Tentang Event
          </Heading>
          <HtmlContent html={event.content} />
        </Box>
      </Grid>
    </Container>
  );
}
