import { Box, Button, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { Form, Link, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { PROMO_SORTS, promoListHref, type PromoListParams } from './promo-list-params';

const noSubscription = () => () => {};

/** False in the server HTML and while hydrating, true once the page's JavaScript runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function Chip(props: { href: string; active: boolean; label: string }) {
  return (
    <Button
      asChild
      size="sm"
      rounded="full"
      flexShrink="0"
      colorPalette="brand"
      variant={props.active ? 'solid' : 'outline'}
      fontWeight={props.active ? 'semibold' : 'normal'}
    >
      <Link to={props.href} preventScrollReset aria-current={props.active ? 'true' : undefined}>
        {props.label}
      </Link>
    </Button>
  );
}

/**
 * The list's filters, all in the URL: category chips (the header's categories), a merchant
 * select (a GET form, so it works before the JavaScript has loaded; with it, a change applies
 * at once) and the sort. Any change starts the list again at page 1.
 */
export function PromoFilters(props: {
  params: PromoListParams;
  categories: ReadonlyArray<{ id: string; slug: string; title: string }>;
  merchants: ReadonlyArray<{ id: string; slug: string; name: string }>;
  totalCount?: number;
}) {
  const { params } = props;
  const navigate = useNavigate();
  const hydrated = useHydrated();

  return (
    <Box mt="4" mb="5">
      <Box as="nav" aria-label="Kategori promo" mx={{ base: '-4', md: '0' }}>
        <Flex
          as="ul"
          listStyleType="none"
          gap="2"
          px={{ base: '4', md: '0' }}
          pb="2"
          overflowX="auto"
          flexWrap={{ base: 'nowrap', md: 'wrap' }}
          css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
        >
          <li>
            <Chip
              href={promoListHref(params, { category: undefined })}
              active={!params.category}
              label="Semua"
            />
          </li>
          {props.categories.map((category) => (
            <li key={category.id}>
              <Chip
                href={promoListHref(params, { category: category.slug })}
                active={params.category === category.slug}
                label={category.title}
              />
            </li>
          ))}
        </Flex>
      </Box>

      <Flex mt="3" gap="3" align="center">
        <Form
          method="get"
          action={paths.promos()}
          style={{ display: 'flex', gap: '0.5rem', flex: '1', minWidth: 0 }}
        >
          {params.category ? <input type="hidden" name="category" value={params.category} /> : null}
          {params.sort !== 'newest' ? (
            <input type="hidden" name="sort" value={params.sort} />
          ) : null}
          <NativeSelect.Root size="sm" width="full" maxW={{ sm: '64' }}>
            <NativeSelect.Field
              name="merchant"
              aria-label="Merchant"
              value={params.merchant ?? ''}
              bg="white"
              onChange={(event) => {
                void navigate(promoListHref(params, { merchant: event.currentTarget.value }), {
                  preventScrollReset: true,
                });
              }}
            >
              <option value="">Semua merchant</option>
              {props.merchants.map((merchant) => (
                <option key={merchant.id} value={merchant.slug}>
                  {merchant.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {/* Without JavaScript the select needs a button to apply it. */}
          {hydrated ? null : (
            <Button type="submit" size="sm" variant="outline" colorPalette="brand">
              Terapkan
            </Button>
          )}
        </Form>

        <HStack
          role="group"
          aria-label="Urutkan"
          gap="1"
          flexShrink="0"
          bg="gray.100"
          p="1"
          rounded="full"
        >
          {PROMO_SORTS.map((sort) => {
            const active = params.sort === sort.value;
            return (
              <Button
                key={sort.value}
                asChild
                size="xs"
                rounded="full"
                variant={active ? 'solid' : 'ghost'}
                colorPalette={active ? 'brand' : 'gray'}
              >
                <Link
                  to={promoListHref(params, { sort: sort.value })}
                  preventScrollReset
                  aria-current={active ? 'true' : undefined}
                >
                  {sort.label}
                </Link>
              </Button>
            );
          })}
        </HStack>
      </Flex>
      {props.totalCount !== undefined ? (
        <Text mt="3" fontSize="sm" color="fg.muted" aria-live="polite">
          {props.totalCount} promo
        </Text>
      ) : null}
    </Box>
  );
}
