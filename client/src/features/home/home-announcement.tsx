import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { MegaphoneIcon } from './home-icons';

/** The programme's current announcement, with a link when it points somewhere. */
export function HomeAnnouncement(props: { title: string; content: string; link: string | null }) {
  const internal = props.link?.startsWith('/') && !props.link.startsWith('//');
  return (
    <Box
      as="aside"
      aria-label="Pengumuman"
      mt="4"
      p={{ base: '3', md: '4' }}
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      rounded="lg"
      data-testid="home-announcement"
    >
      <Flex gap="3" align="start">
        <MegaphoneIcon boxSize="6" color="orange.600" flexShrink="0" aria-hidden="true" />
        <Stack gap="1" flex="1" minW="0">
          <Heading as="h2" size="sm">
            {props.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {props.content}
          </Text>
          {props.link && internal ? (
            <Box asChild fontSize="sm" fontWeight="semibold" color="brand.600">
              <Link to={props.link}>Selengkapnya</Link>
            </Box>
          ) : null}
        </Stack>
      </Flex>
    </Box>
  );
}
