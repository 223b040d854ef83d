import { Container, Heading, Text } from '@chakra-ui/react';
import { PageHead } from './page-head';

/** A page's titled heading and short intro, until its own issue fills it in. */
export function PlaceholderPage(props: { title: string; heading?: string; intro: string }) {
  return (
    <Container maxW="6xl" py="8">
      <PageHead title={props.title} />
      <Heading as="h1" size="2xl">
        {props.heading ?? props.title}
      </Heading>
      <Text mt="2" color="fg.muted">
        {props.intro}
      </Text>
    </Container>
  );
}
