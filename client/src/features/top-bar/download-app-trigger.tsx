import { Button, type ButtonProps } from '@chakra-ui/react';
import { PhoneIcon } from '../../components/icons';

/** The top bar's "Download aplikasi" button, the same closed (stand-in) and live. */
export function DownloadAppTrigger(props: ButtonProps) {
  return (
    <Button variant="ghost" size="sm" color="white" _hover={{ bg: 'whiteAlpha.200' }} {...props}>
      <PhoneIcon aria-hidden="true" />
      Download aplikasi
    </Button>
  );
}
