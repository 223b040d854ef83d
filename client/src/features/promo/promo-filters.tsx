import { Form, Link, useNavigate } from 'react-router-dom';
import { ChevronDownIcon } from '../../components/icons';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { PROMO_SORTS, promoListHref, type PromoListParams } from './promo-list-params';
import * as buttonCss from '../../components/button.css';
import * as promoCss from './promo.css';

/** A button-styled link (components/button.css.ts): brand solid when chosen, else `unchosen`. */
function buttonClass(size: 'xs' | 'sm', active: boolean, unchosen: string, extra: string) {
  const look = active ? `${buttonCss.brand} ${buttonCss.solid}` : unchosen;
  return `${buttonCss.root} ${size === 'xs' ? buttonCss.xs : buttonCss.sm} ${buttonCss.pill} ${look} ${extra}`;
}

function Chip(props: { href: string; active: boolean; label: string }) {
  return (
    <Link
      to={props.href}
      preventScrollReset
      aria-current={props.active ? 'true' : undefined}
      className={buttonClass(
        'sm',
        props.active,
        `${buttonCss.brand} ${buttonCss.outline}`,
        promoCss.chip,
      )}
    >
      {props.label}
    </Link>
  );
}

/**
 * Without JavaScript the merchant select needs a button to apply it. A component of its own:
 * the page going live re-renders only what reads `useHydrated`, and the filters around it hold a
 * few dozen links.
 */
function ApplyWithoutScript() {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <button
      type="submit"
      className={`${buttonCss.root} ${buttonCss.sm} ${buttonCss.brand} ${buttonCss.outline}`}
    >
      Terapkan
    </button>
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

  return (
    <div className={promoCss.promoFilters}>
      <nav aria-label="Kategori promo" className={promoCss.chipRow}>
        <ul className={promoCss.chipRowList}>
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
        </ul>
      </nav>

      <div className={promoCss.promoFiltersRow}>
        <Form method="get" action={paths.promos()} className={promoCss.promoFiltersForm}>
          {params.category ? <input type="hidden" name="category" value={params.category} /> : null}
          {params.sort !== 'newest' ? (
            <input type="hidden" name="sort" value={params.sort} />
          ) : null}
          <div className={promoCss.select}>
            <select
              name="merchant"
              aria-label="Merchant"
              value={params.merchant ?? ''}
              className={promoCss.selectField}
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
            </select>
            <span className={promoCss.selectIndicator}>
              <ChevronDownIcon />
            </span>
          </div>
          <ApplyWithoutScript />
        </Form>

        <div role="group" aria-label="Urutkan" className={promoCss.sort}>
          {PROMO_SORTS.map((sort) => {
            const active = params.sort === sort.value;
            return (
              <Link
                key={sort.value}
                to={promoListHref(params, { sort: sort.value })}
                preventScrollReset
                aria-current={active ? 'true' : undefined}
                className={buttonClass('xs', active, buttonCss.ghost, '')}
              >
                {sort.label}
              </Link>
            );
          })}
        </div>
      </div>
      {props.totalCount !== undefined ? (
        <p className={promoCss.promoFiltersCount} aria-live="polite">
          {props.totalCount} promo
        </p>
      ) : null}
    </div>
  );
}
