import { Input, InputGroup } from '@chakra-ui/react';
import { Form } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { SEARCH_PLACEHOLDER } from '../../features/search-box/search-box';
import { paths } from '../../lib/paths';
import * as searchCss from '../../components/search.css';
import * as searchPageCss from './search.css';

/**
 * The page's own search field, for phones (the header's box is desktop only). A GET form with
 * one field and no button: it submits on Enter only, with or without JavaScript. Chakra's
 * InputGroup and Input, in a static box.
 */
export function SearchField(props: { q: string }) {
  return (
    <div className={searchPageCss.field}>
      <Form method="get" action={paths.search()} role="search" aria-label="Pencarian">
        <InputGroup startElement={<SearchIcon aria-hidden="true" className={searchCss.icon} />}>
          <Input
            key={props.q}
            type="search"
            name="q"
            aria-label="Kata kunci"
            placeholder={SEARCH_PLACEHOLDER}
            defaultValue={props.q}
            rounded="full"
            bg="white"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
          />
        </InputGroup>
      </Form>
    </div>
  );
}
