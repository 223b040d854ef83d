import { Button, type ButtonProps } from '@chakra-ui/react';

/** The top bar's "Kategori Voucher" button, the same closed (stand-in) and live. */
export function CategoryMenuTrigger(props: ButtonProps) {
  return (
    <Button variant="ghost" size="sm" color="white" _hover={{ bg: 'whiteAlpha.200' }} {...props}>
      Kategori Voucher
    </Button>
  );
}
