import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

/** What an empty list says, with a way out (a link elsewhere). */
export function EmptyState(props: {
  title: string;
  description?: string;
  action?: { label: string; href: string };
}) {
  return (
    <Box
      role="status"
      textAlign="center"
      py="12"
      px="6"
      bg="white"
      rounded="lg"
      borderWidth="1px"
      data-testid="empty-state"
    >
      <Stack gap="2" align="center">
        <Heading as="h2" size="md">
          {props.title}
        </Heading>
        {props.description ? <Text color="fg.muted">{props.description}</Text> : null}
        {props.action ? (
          <Button asChild colorPalette="brand" mt="3">
            <Link to={props.action.href}>{props.action.label}</Link>
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
