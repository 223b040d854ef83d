import * as buttonCss from '../../components/button.css';
import * as topBarCss from './top-bar.css';
/** The top bar's items: Chakra's small ghost button, white on the brand colour (components/button.css.ts). */
export const TOP_BAR_ITEM_CLASS = `${buttonCss.root} ${buttonCss.sm} ${buttonCss.ghost} ${topBarCss.buttonOnBrand}`;
