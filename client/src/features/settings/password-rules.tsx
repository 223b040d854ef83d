import { Box, HStack, List, Text } from '@chakra-ui/react';
import { PASSWORD_RULES } from '@myvalue/validation';

function Mark(props: { met: boolean }) {
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="4"
      rounded="full"
      fontSize="2xs"
      fontWeight="bold"
      bg={props.met ? 'green.600' : 'gray.200'}
      color={props.met ? 'white' : 'gray.600'}
      flexShrink={0}
    >
      {props.met ? '✓' : ''}
    </Box>
  );
}

/**
 * The identity API's password rules as a checklist that ticks as the member types. Each line
 * says in words whether it is met, for screen readers; the list is the new password's
 * description.
 */
export function PasswordRules(props: { id: string; value: string }) {
  return (
    <List.Root
      id={props.id}
      listStyleType="none"
      gap="1"
      fontSize="sm"
      aria-label="Syarat kata sandi"
    >
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(props.value);
        return (
          <List.Item key={rule.id} data-met={met ? 'true' : 'false'}>
            <HStack gap="2" color={met ? 'green.700' : 'fg.muted'}>
              <Mark met={met} />
              <Text as="span">{rule.label}</Text>
              <Text as="span" srOnly>
                {met ? '(terpenuhi)' : '(belum terpenuhi)'}
              </Text>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
