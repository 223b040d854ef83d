import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Container,
  Field,
  Heading,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PARTNER_INQUIRY_FIELDS,
  partnerInquirySchema,
  type PartnerInquiryField,
  type PartnerInquiryInput,
} from '@myvalue/validation';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { graphql } from '../../gql';
import { rateLimitedMessage } from '../../lib/rate-limited';

export const SubmitPartnerInquiryMutation = graphql(`
  mutation SubmitPartnerInquiry($input: PartnerInquiryInput!) {
    submitPartnerInquiry(input: $input) {
      ok
      error {
        code
        message
      }
      fieldErrors {
        field
        message
      }
    }
  }
`);

export const SUCCESS_MESSAGE = 'Terima kasih! Tim kami akan menghubungi kamu dalam 2 hari kerja.';
const FAILURE_MESSAGE = 'Pesan belum terkirim. Periksa koneksi kamu, lalu coba lagi.';

const EMPTY: PartnerInquiryInput = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  message: '',
};

function benefitsFor(brandName: string) {
  return [
    {
      title: 'Jangkau member aktif',
      text: `Promo dan voucher brand-mu tampil di situs dan aplikasi ${brandName}, di depan member yang siap berbelanja.`,
    },
    {
      title: 'Datangkan pelanggan ke outlet',
      text: 'Member menukar poin dengan voucher-mu lalu datang ke outlet untuk memakainya.',
    },
    {
      title: 'Kampanye bersama',
      text: 'Ikut kampanye tematik dan event komunitas yang kami promosikan ke seluruh member.',
    },
    {
      title: 'Hasil yang terukur',
      text: 'Pantau jumlah voucher yang diklaim dan ditukar di setiap outlet.',
    },
  ];
}

const isField = (field: string): field is PartnerInquiryField =>
  (PARTNER_INQUIRY_FIELDS as readonly string[]).includes(field);

/** One labelled input with its error beside it, wired for screen readers. */
function FormField(props: {
  name: PartnerInquiryField;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'text';
  multiline?: boolean;
}) {
  const controlId = `partner-${props.name}`;
  const errorId = `${controlId}-error`;
  const invalid = Boolean(props.error);
  // aria-describedby names the error too (Ark's field only names it with aria-errormessage).
  const aria = { 'aria-describedby': invalid ? errorId : undefined };
  return (
    <Field.Root invalid={invalid} required ids={{ control: controlId, errorText: errorId }}>
      <Field.Label>
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {props.multiline ? (
        <Textarea rows={5} {...aria} {...props.registration} />
      ) : (
        <Input
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          {...aria}
          {...props.registration}
        />
      )}
      {invalid ? <Field.ErrorText>{props.error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

function PartnerForm() {
  const [submitInquiry] = useMutation(SubmitPartnerInquiryMutation);
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(partnerInquirySchema),
    defaultValues: EMPTY,
    // Errors appear on submit, then follow the visitor's corrections as they type.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    let result;
    try {
      result = (await submitInquiry({ variables: { input } })).data?.submitPartnerInquiry;
    } catch (error) {
      setFormError(rateLimitedMessage(error) ?? FAILURE_MESSAGE);
      return;
    }
    if (!result) {
      setFormError(FAILURE_MESSAGE);
      return;
    }
    if (result.ok) {
      setSent(true);
      return;
    }
    // The server's verdict on each field goes beside that field, like the form's own.
    const fieldErrors = (result.fieldErrors ?? []).filter((item) => isField(item.field));
    for (const item of fieldErrors) {
      setError(item.field as PartnerInquiryField, { type: 'server', message: item.message });
    }
    const first = PARTNER_INQUIRY_FIELDS.find((field) =>
      fieldErrors.some((item) => item.field === field),
    );
    if (first) setFocus(first);
    else setFormError(result.error?.message ?? FAILURE_MESSAGE);
  });

  if (sent) {
    return (
      <Alert.Root status="success" role="status" data-testid="partner-success">
        <Alert.Indicator />
        <Alert.Title>{SUCCESS_MESSAGE}</Alert.Title>
      </Alert.Root>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="partner-form-heading">
      <Stack gap="5">
        {formError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField
            name="companyName"
            label="Nama perusahaan"
            autoComplete="organization"
            error={errors.companyName?.message}
            registration={register('companyName')}
          />
          <FormField
            name="contactName"
            label="Nama kontak"
            autoComplete="name"
            error={errors.contactName?.message}
            registration={register('contactName')}
          />
          <FormField
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            registration={register('email')}
          />
          <FormField
            name="phone"
            label="Nomor HP"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            registration={register('phone')}
          />
        </SimpleGrid>
        <FormField
          name="message"
          label="Pesan"
          multiline
          error={errors.message?.message}
          registration={register('message')}
        />
        <Box>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Mengirim">
            Kirim
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

export function Component() {
  const { brandName } = usePublicConfig();
  return (
    <>
      <PageHead
        title="Jadi Partner"
        description={`Jadikan bisnismu partner ${brandName}: jangkau member lewat promo dan voucher, lalu hubungi tim kami lewat formulir ini.`}
      />
      <Box as="section" bg="brand.500" color="white" py={{ base: '12', md: '16' }}>
        <Container maxW="6xl">
          <Link asChild color="white" fontSize="sm" textDecoration="underline">
            <RouterLink to="/">← Kembali ke beranda</RouterLink>
          </Link>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mt="4">
            {`Jadi Partner ${brandName}`}
          </Heading>
          <Text mt="3" fontSize="lg" maxW="2xl">
            Jangkau member {brandName} dengan promo dan voucher brand-mu. Daftarkan bisnismu, tim
            kami akan membantu dari penawaran pertama sampai voucher ditukar di outlet.
          </Text>
        </Container>
      </Box>

      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <Heading as="h2" size="2xl">
          Keuntungan bergabung
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="5" mt="6">
          {benefitsFor(brandName).map((benefit) => (
            <Box as="li" key={benefit.title} p="5" bg="brand.50" rounded="lg">
              <Heading as="h3" size="md" color="brand.700">
                {benefit.title}
              </Heading>
              <Text mt="2" color="fg.muted">
                {benefit.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>

        <Box
          as="section"
          mt={{ base: '10', md: '14' }}
          maxW="3xl"
          aria-labelledby="partner-form-heading"
        >
          <Heading as="h2" size="2xl" id="partner-form-heading">
            Hubungi tim partnership
          </Heading>
          <Text mt="2" mb="6" color="fg.muted">
            Ceritakan sedikit tentang bisnismu. Semua kolom wajib diisi.
          </Text>
          <PartnerForm />
        </Box>
      </Container>
    </>
  );
}
