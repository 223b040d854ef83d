import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { paths } from '../../lib/paths';
import * as searchBoxCss from './search-box.css';
import * as searchCss from '../../components/search.css';

export const SEARCH_PLACEHOLDER = 'Cari voucher, event, promo...';

/** True for Ctrl+K (or Cmd+K on a Mac). */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/**
 * SPEC 2: desktop search. It searches only on Enter, is filled from `q` of the current route
 * and takes focus on Ctrl/Cmd+K. A GET form to /search with one field and no button: Enter
 * submits it, so it searches without JavaScript too; with it, the router navigates instead.
 */
export function SearchBox() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  // Remounting on a new q refills the box from the route without an effect.
  return <SearchInput key={q} initialValue={q} />;
}

function SearchInput({ initialValue }: { initialValue: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initialValue);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <form
      role="search"
      action={paths.search()}
      method="get"
      className={searchBoxCss.search}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(paths.search(value.trim()));
      }}
    >
      <div className={`${searchBoxCss.searchElement} ${searchBoxCss.searchElementStart}`}>
        <SearchIcon aria-hidden="true" className={searchCss.icon} />
      </div>
      <input
        ref={inputRef}
        type="search"
        name="q"
        aria-label="Cari"
        aria-keyshortcuts="Control+K Meta+K"
        placeholder={SEARCH_PLACEHOLDER}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={searchBoxCss.searchInput}
        autoComplete="off"
        enterKeyHint="search"
      />
      <div className={`${searchBoxCss.searchElement} ${searchBoxCss.searchElementEnd}`}>
        <kbd className={searchBoxCss.kbd}>Ctrl K</kbd>
      </div>
    </form>
  );
}
